import { demoPlate } from '#server/seed/demo-identifiers.ts';
import { DEMO_BIKES } from '#server/seed/demo-data.ts';
import type { PartnerSeed } from './accounts.ts';
import { bikePhotoSets } from './images.ts';
import { apportion, randomStream } from './random.ts';
import { ColumnBuffer } from './sql-columns.ts';
import { DAY_MS, type Timeline } from './timeline.ts';

/** What the booking planner needs of a bike. */
export interface BikeSeed {
  id: string;
  partnerId: string;
  city: string;
  rentPerHour: number;
  points: readonly string[];
  /** rides may be placed from this instant … */
  from: number;
  /** … until this one (its deletion, or the end of the timeline) */
  until: number;
  /** how much more than average it is rented (0.4 – 2) */
  popularity: number;
  /** its partner's turnaround buffer (minutes), copied onto each of its rides like bookbike does */
  bufferMinutes: number;
}

// cheap commuters and scooters are the bulk of a rental fleet; 650 cc tourers are a few
const MODEL_WEIGHTS = DEMO_BIKES.map((model) => 60 / Math.pow(model.rentPerHour, 0.7));

/**
 * The fleet: `count` bikes of the demo's real Indian models over every verified partner (some run
 * big fleets), each of the partner's city, with a unique plate, 1–3 photos of its category, a rent
 * near the model's; 3 % hidden by their partner and 1 % deleted.
 */
export function planFleet(count: number, partners: readonly PartnerSeed[], timeline: Timeline) {
  const rng = randomStream('bikes');
  const photos = bikePhotoSets();
  const owners = partners.filter((p) => p.isVerifed === 'true');
  const perOwner = apportion(count, owners.map(() => 0.3 + Math.pow(rng.next(), 2) * 3));
  const rows = new ColumnBuffer('bikes', [
    ['id', 'uuid'], ['partner_id', 'uuid'], ['name', 'text'], ['brand', 'text'], ['category', 'text'],
    ['make_year', 'int'], ['rent_per_hour', 'int'], ['engine_cc', 'int'], ['plate_number', 'text'],
    ['images', 'text[]'], ['status', 'bool'], ['deleted_at', 'time'], ['created_at', 'time'],
  ]);
  const plates = new Set<string>();
  const seeds: BikeSeed[] = [];
  owners.forEach((owner, o) => {
    for (let k = 0; k < (perOwner[o] ?? 0); k++) {
      const model = DEMO_BIKES[rng.weighted(MODEL_WEIGHTS)];
      if (!model) throw new Error('no model');
      const id = rng.uuid();
      const rentPerHour = Math.max(19, Math.round((model.rentPerHour * (0.9 + rng.next() * 0.25)) / 5) * 5 - 1);
      const plate = demoPlate(owner.city.plate.state, owner.city.plate.districts, rng.int(1, 2 ** 31), plates);
      const views = rng.pick(photos.get(model.category) ?? [[]]).slice(0, 1 + rng.weighted([2, 4, 4]));
      const latest = timeline.now - 30 * DAY_MS;
      // a fleet grows fastest in its partner's first months
      const createdAt = owner.joinedAt + DAY_MS + Math.pow(rng.next(), 2) * Math.max(0, latest - owner.joinedAt - DAY_MS);
      const deletedAt = rng.chance(0.01) && latest - createdAt > 60 * DAY_MS ? createdAt + 30 * DAY_MS + rng.next() * (latest - createdAt - 30 * DAY_MS) : null;
      const hidden = rng.chance(0.03);
      rows.push(
        id, owner.id, model.name, model.brand, model.category, Math.max(2015, model.makeYear - rng.int(0, 4)),
        rentPerHour, model.engineCC, plate, views.join(' '), !hidden, deletedAt, createdAt,
      );
      seeds.push({
        id,
        partnerId: owner.id,
        city: owner.city.name,
        rentPerHour,
        points: owner.points,
        from: Math.max(timeline.start, createdAt + DAY_MS),
        until: deletedAt ?? timeline.end,
        popularity: 0.4 + rng.next() * 1.6,
        bufferMinutes: owner.bufferMinutes,
      });
    }
  });
  return { rows, bikes: seeds };
}
