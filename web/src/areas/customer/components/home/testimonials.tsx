import { siteText as text } from '#shared/messages/site.ts';
import { SectionHeading } from './section-heading.tsx';

/** Two initials of a name, for the avatar circle. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** Three static testimonials (spec section 1). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <SectionHeading id="testimonials" title={text.testimonialsTitle} />
        <ul className="grid gap-5 md:grid-cols-3">
          {text.testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col gap-5 rounded-2xl bg-page p-6 ring-1 ring-black/5">
                <svg aria-hidden="true" viewBox="0 0 32 24" className="h-6 w-8 text-brand">
                  <path
                    fill="currentColor"
                    d="M0 24V13C0 5.5 4 1 11 0l1 4c-4 1-6 3.5-6 8h6v12H0Zm20 0V13c0-7.5 4-12 11-13l1 4c-4 1-6 3.5-6 8h6v12H20Z"
                  />
                </svg>
                <blockquote className="flex-1 text-base leading-7 text-ink">{item.quote}</blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-11 items-center justify-center rounded-full bg-ink text-sm font-bold text-brand"
                  >
                    {initials(item.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold text-ink">{item.name}</span>
                    <span className="text-sm text-stone-600">{item.city}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
