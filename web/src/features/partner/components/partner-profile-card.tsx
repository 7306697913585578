import type { ReactNode } from 'react';
import type { PartnerProfile } from '#shared/api/partner.ts';
import { text } from '#shared/messages.ts';
import { Avatar } from '#web/features/account/components/avatar.tsx';
import { displayMobile } from '#shared/format/mobile.ts';

const card = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

/** One line of the card: its label, and the value or (muted) what to add. */
function Detail({ label, value, missing }: { label: string; value: string | null; missing?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-t border-stone-100 pt-3">
      <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">
        {value || <span className="font-normal text-stone-500 italic">{missing}</span>}
      </dd>
    </div>
  );
}

/**
 * The partner's profile card (spec section 2): photo (or the default avatar), name, phone ('update
 * your mobile number'), email, city ('add your city'), GST no ('add your GST number') and the
 * turnaround buffer (issue #19).
 */
export function PartnerProfileCard({ profile, actions }: { profile: PartnerProfile; actions: ReactNode }) {
  const name = `${profile.fname} ${profile.lname}`;
  const verified = profile.isVerifed === true;
  return (
    <section aria-labelledby="partner-name" className={card}>
      <div className="h-20 bg-ink bg-[radial-gradient(circle_at_15%_0%,rgb(245_158_11/0.45),transparent_60%)]" />
      <div className="-mt-14 flex flex-col items-center gap-3 px-5 pb-6 text-center sm:px-6">
        <Avatar src={profile.image} name={name} />
        <h2 id="partner-name" className="text-xl font-bold break-words text-ink">
          {name}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            verified ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {verified ? text.partnerVerified : text.partnerAwaitingVerification}
        </span>
        <dl className="mt-2 flex w-full flex-col gap-3 text-left">
          <Detail label={text.phoneLabel} value={displayMobile(profile.mobile)} missing={text.updateMobile} />
          <Detail label={text.emailLabel} value={profile.email} />
          <Detail label={text.cityLabel} value={profile.city} missing={text.addCity} />
          <Detail label={text.gstNoLabel} value={profile.gstNo} missing={text.addGst} />
          <Detail label={text.turnaroundBuffer} value={text.bufferLabel(profile.bufferMinutes ?? 0)} />
        </dl>
        <div className="mt-2 w-full">{actions}</div>
      </div>
    </section>
  );
}

/** The card's loading state, the same shape. */
export function PartnerProfileCardSkeleton() {
  return (
    <section aria-busy="true" className={card}>
      <div className="h-20 bg-ink" />
      <div role="status" className="-mt-14 flex flex-col items-center gap-4 px-5 pb-6 sm:px-6">
        <span className="sr-only">{text.loading}</span>
        <span className="size-28 animate-pulse rounded-full bg-stone-200 ring-4 ring-white sm:size-32" />
        <span className="h-6 w-40 animate-pulse rounded bg-stone-200" />
        {[1, 2, 3, 4].map((line) => (
          <span key={line} className="h-10 w-full animate-pulse rounded-lg bg-stone-100" />
        ))}
        <span className="h-11 w-full animate-pulse rounded-lg bg-stone-200" />
      </div>
    </section>
  );
}
