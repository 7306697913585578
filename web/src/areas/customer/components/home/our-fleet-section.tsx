import { siteText as text } from '#shared/messages/site.ts';
import { useOurFleet } from '#web/features/catalog/api/use-our-fleet.ts';
import { BikeGrid } from '#web/features/catalog/components/bike-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

/** How many skeleton cards the fleet grid shows while loading: two full rows on a wide screen. */
const FLEET_SKELETONS = 8;

/** OUR FLEET (spec section 2): the newest bikes from `ourFleet`. */
export function OurFleetSection() {
  const fleet = useOurFleet();
  return (
    <section aria-labelledby="our-fleet" className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionHeading id="our-fleet" title={text.ourFleet} intro={text.fleetIntro} />
      <BikeGrid query={fleet} label={text.ourFleet} skeletonCount={FLEET_SKELETONS} layout="swipe" />
    </section>
  );
}
