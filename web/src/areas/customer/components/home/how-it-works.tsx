import { siteText as text } from '#shared/messages/site.ts';
import { SectionHeading } from './section-heading.tsx';

/** 'How It Works' (spec section 1): four numbered steps, in a row on wide screens. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="how-it-works" title={text.howItWorks} intro={text.howItWorksIntro} />
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {text.howItWorksSteps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:flex-col sm:gap-3 sm:p-6"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink text-xl font-black text-brand"
            >
              {index + 1}
            </span>
            <div className="flex flex-col gap-1.5 sm:gap-3">
              <h3 className="text-lg font-bold text-ink">{step.title}</h3>
              <p className="text-sm leading-6 text-stone-600">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
