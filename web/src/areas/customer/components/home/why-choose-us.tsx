import type { ReactNode } from 'react';
import { siteText as text } from '#shared/messages/site.ts';
import { SectionHeading } from './section-heading.tsx';

type PointId = (typeof text.whyChooseUsPoints)[number]['id'];

const icons: Record<PointId, ReactNode> = {
  range: (
    <>
      <circle cx="7" cy="17" r="3.5" />
      <circle cx="17" cy="17" r="3.5" />
      <path d="M7 17h5l3-7h3M10 10h4M14 6h3" />
    </>
  ),
  pricing: (
    <>
      <path d="M3 11V4a1 1 0 0 1 1-1h7l10 10-8 8L3 11Z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  booking: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4m-7 8 2 2 4-4" />
    </>
  ),
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="2.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="17.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M19.5 19c0 1.5-2 2.5-5 2.5" />
    </>
  ),
};

/** 'Why Choose Us' (spec section 1): four points, each with an icon and a sentence. */
export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="bg-ink text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <SectionHeading id="why-choose-us" title={text.whyChooseUs} intro={text.whyChooseUsIntro} tone="dark" />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {text.whyChooseUsPoints.map((point) => (
            <li
              key={point.id}
              className="flex gap-4 rounded-2xl bg-ink-soft p-5 ring-1 ring-white/10 sm:flex-col sm:gap-3 sm:p-6"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-ink">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  {icons[point.id]}
                </svg>
              </span>
              <div className="flex flex-col gap-1.5 sm:gap-3">
                <h3 className="text-lg font-bold">{point.title}</h3>
                <p className="text-sm leading-6 text-stone-300">{point.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
