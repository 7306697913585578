import type { ReactNode } from 'react';
import type { AdminPartnerDetails } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { Avatar } from '#web/features/account/components/avatar.tsx';
import { RequestStateBadge } from './request-state-badge.tsx';
import { StatusBadge } from './status-badge.tsx';
import { displayMobile } from '#shared/format/mobile.ts';

const card = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

/** One line of the card: its label, and the value or 'not found!' (muted) when there is none. */
function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-0.5 border-t border-stone-100 pt-3">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">
        {value || <span className="font-normal text-stone-500 italic">{text.notFoundValue}</span>}
      </dd>
    </div>
  );
}

/**
 * The partner single page's card (spec section 2): photo, full name, the 'rev-on partner' label, phone,
 * email, city and GST no (each 'not found!' when missing), where the partner is in the life cycle, and
 * `actions` (Verify Partner / Unverify).
 */
export function PartnerDetailsCard({ partner, actions }: { partner: AdminPartnerDetails; actions: ReactNode }) {
  const name = `${partner.fname} ${partner.lname}`;
  return (
    <section aria-labelledby="partner-name" className={card}>
      <div className="h-20 bg-ink bg-[radial-gradient(circle_at_15%_0%,rgb(245_158_11/0.45),transparent_60%)]" />
      <div className="-mt-14 flex flex-col items-center gap-3 px-5 pb-6 text-center sm:px-6">
        <Avatar src={partner.image} name={name} />
        <div className="flex flex-col items-center gap-1">
          <h2 id="partner-name" className="text-xl font-bold break-words text-ink">
            {name}
          </h2>
          <p className="text-sm font-medium text-stone-600">{text.revOnPartner}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <RequestStateBadge state={partner.isVerifed} />
          {!partner.status && <StatusBadge label={text.statusBlocked} tone="red" />}
        </div>
        <dl className="mt-2 flex w-full flex-col gap-3 text-left">
          <Detail label={text.phoneLabel} value={displayMobile(partner.mobile)} />
          <Detail label={text.emailLabel} value={partner.email} />
          <Detail label={text.cityLabel} value={partner.city} />
          <Detail label={text.gstNoLabel} value={partner.gstNo} />
        </dl>
        <div className="mt-2 w-full">{actions}</div>
      </div>
    </section>
  );
}
