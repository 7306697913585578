import type { PartnerLocation } from '#shared/api/partner.ts';
import type { BikeDetails } from '#shared/api/search.ts';
import { EXCESS_KM_CHARGE, HELMET_CHOICES, KM_LIMIT } from '#shared/domain/limits.ts';
import { kmAllowance, rentLine } from '#shared/domain/pricing.ts';
import { text } from '#shared/messages.ts';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { formatMoney } from '#web/lib/format.ts';
import type { CheckoutInput } from '../checkout-input.ts';
import { SelectInput } from './select-input.tsx';

export interface SummaryChoices {
  pickUpPoint: string;
  dropPoint: string;
  helmet: number;
}

export interface BookingSummaryPanelProps {
  bike: BikeDetails;
  input: CheckoutInput;
  hours: number;
  locations: PartnerLocation[];
  choices: SummaryChoices;
  onChange: (choices: SummaryChoices) => void;
}

const panel = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6';

/**
 * 'Booking summery' (spec section 2): the bike's photos, the ride's dates and times, the pick-up and
 * drop point selects, the rent line, helmets (1 or 2), this ride's km allowance and the extra km price, and the
 * bike's refundable deposit when it has one (issue #17).
 */
export function BookingSummaryPanel({ bike, input, hours, locations, choices, onChange }: BookingSummaryPanelProps) {
  const points = locations.map((location) => ({ value: location._id, label: location.name }));
  return (
    <section aria-labelledby="booking-summary-title" className={panel}>
      <h2 id="booking-summary-title" className="text-xl font-bold text-ink">
        {text.bookingSummery}
      </h2>
      <div className="mt-4 flex max-w-full min-w-0 snap-x gap-3 overflow-x-auto">
        {bike.image.map((src, index) => (
          <UploadedImage
            key={src}
            src={src}
            alt={bike.name}
            width={600}
            height={400}
            sizes="(min-width: 640px) 288px, 256px"
            priority={index === 0}
            className="aspect-[3/2] w-64 shrink-0 snap-start rounded-xl bg-stone-100 object-cover sm:w-72"
          />
        ))}
      </div>
      <p className="mt-4 text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {bike.brand} · {bike.category} · {bike.city}
      </p>
      <p className="text-lg font-bold text-ink">{bike.name}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-stone-50 p-3">
          <dt className="text-stone-500">{text.pickUp}</dt>
          <dd className="font-semibold text-ink">
            {input.pickUpDate} · {input.pickUpTime}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-3">
          <dt className="text-stone-500">{text.drop}</dt>
          <dd className="font-semibold text-ink">
            {input.dropDate} · {input.dropTime}
          </dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectInput
          label={text.pickUpPointLabel}
          placeholder={text.selectPoint}
          options={points}
          value={choices.pickUpPoint}
          onChange={(event) => onChange({ ...choices, pickUpPoint: event.target.value })}
        />
        <SelectInput
          label={text.dropPointLabel}
          placeholder={text.selectPoint}
          options={points}
          value={choices.dropPoint}
          onChange={(event) => onChange({ ...choices, dropPoint: event.target.value })}
        />
        <SelectInput
          label={text.helmetLabel}
          options={HELMET_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
          value={String(choices.helmet)}
          onChange={(event) => onChange({ ...choices, helmet: Number(event.target.value) })}
        />
      </div>
      <ul className="mt-4 flex flex-col gap-1 text-sm text-stone-700">
        <li className="font-semibold text-ink">{rentLine(hours)}</li>
        <li>{text.kmAllowance(KM_LIMIT, kmAllowance(hours))}</li>
        <li>{text.extraKmPrice(formatMoney(EXCESS_KM_CHARGE))}</li>
        {bike.deposit > 0 && (
          <li className="font-semibold text-ink">{text.refundableDepositLine(formatMoney(bike.deposit))}</li>
        )}
      </ul>
    </section>
  );
}
