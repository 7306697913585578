import { siteText as text } from '#shared/messages/site.ts';

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]' } as const;

/** A spinning ring, decorative (the busy control or region says what is loading). */
export function Spinner({ size = 'md' }: { size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-r-transparent ${sizes[size]}`}
    />
  );
}

/** A full-area loading state: a centred spinner announced to screen readers. */
export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[40vh] flex-1 items-center justify-center text-stone-500">
      <Spinner />
      <span className="sr-only">{text.loading}</span>
    </div>
  );
}
