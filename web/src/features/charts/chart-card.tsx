import { useId, type ReactNode } from 'react';

/**
 * The white card a dashboard chart sits in, with its heading. It holds no chart code, so a page can
 * show it (and a skeleton inside) before the lazily loaded chart arrives.
 */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The chart area's placeholder while chart.js loads: the same height, so nothing jumps. */
export function ChartSkeleton() {
  return <div aria-hidden="true" className="h-64 w-full animate-pulse rounded-xl bg-stone-100" />;
}
