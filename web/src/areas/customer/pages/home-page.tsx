import { Link } from 'react-router';
import { siteText as text } from '#shared/messages/site.ts';
import { buttonClass } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ChatLauncher } from '#web/features/chat/chat-launcher.tsx';
import { BikeIllustration } from '../components/bike-illustration.tsx';
import { HowItWorks } from '../components/home/how-it-works.tsx';
import { OurFleetSection } from '../components/home/our-fleet-section.tsx';
import { Testimonials } from '../components/home/testimonials.tsx';
import { WhyChooseUs } from '../components/home/why-choose-us.tsx';

/**
 * `/`: the landing page (spec sections 1 and 2): the hero, OUR FLEET, Why Choose Us, How It Works, three
 * testimonials, and the floating chat button.
 */
export function HomePage() {
  return (
    <>
      <PageTitle title={text.pageHome} hidden />
      <section className="relative overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(245_158_11/0.18),transparent_45%),linear-gradient(to_bottom,transparent_70%,rgb(0_0_0/0.4))]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-24">
          <div className="flex flex-col items-start gap-6">
            <span aria-hidden="true" className="h-1.5 w-16 rounded-full bg-brand" />
            <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {text.heroTitle}
            </h1>
            <p className="max-w-md text-lg text-stone-300">{text.heroTagline}</p>
            <Link to="/viewBikes" className={buttonClass('primary', 'lg')}>
              {text.bookNow}
            </Link>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-300">
              {text.heroPerks.map((perk) => (
                <li key={perk} className="flex items-center gap-2">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-brand" fill="currentColor">
                    <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6 8 13.6Z" />
                  </svg>
                  {perk}
                </li>
              ))}
            </ul>
          </div>
          <BikeIllustration className="mx-auto w-full max-w-xl" />
        </div>
        <div
          aria-hidden="true"
          className="h-2 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_18px,var(--color-ink)_18px_36px)]"
        />
      </section>
      <OurFleetSection />
      <WhyChooseUs />
      <HowItWorks />
      <Testimonials />
      <ChatLauncher />
    </>
  );
}
