import type { ReactNode } from 'react';
import type { UserProfile } from '#shared/api/account.ts';
import { text } from '#shared/messages.ts';
import { Avatar } from './avatar.tsx';
import { displayMobile } from '#shared/format/mobile.ts';

const card = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-stone-100 text-ink-muted">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
        <dd className="truncate text-sm font-medium text-ink">{children}</dd>
      </div>
    </div>
  );
}

const phoneIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
    <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z" />
  </svg>
);

const mailIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" strokeLinejoin="round" />
  </svg>
);

/**
 * The profile card (spec section 2): photo (or the default avatar), name, phone ('update your mobile
 * number' when there is none) and e-mail; `actions` holds Edit Profile and the MY RIDES toggle.
 */
export function ProfileCard({ profile, actions }: { profile: UserProfile; actions: ReactNode }) {
  const name = `${profile.fname} ${profile.lname}`;
  return (
    <section aria-labelledby="profile-name" className={card}>
      <div className="h-20 bg-ink bg-[radial-gradient(circle_at_15%_0%,rgb(245_158_11/0.45),transparent_60%)]" />
      <div className="-mt-14 flex flex-col items-center gap-4 px-5 pb-6 text-center sm:px-6">
        <Avatar src={profile.image} name={name} />
        <h2 id="profile-name" className="text-xl font-bold break-words text-ink">
          {name}
        </h2>
        <dl className="flex w-full flex-col gap-3 text-left">
          <Detail icon={phoneIcon} label={text.phoneLabel}>
            {displayMobile(profile.mobile) ?? <span className="font-normal text-stone-500 italic">{text.updateMobile}</span>}
          </Detail>
          <Detail icon={mailIcon} label={text.emailLabel}>
            {profile.email}
          </Detail>
        </dl>
        <div className="mt-1 grid w-full grid-cols-2 gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** The card's loading state: the shape of the card, with the signed-in name already known. */
export function ProfileCardSkeleton({ name }: { name: string }) {
  return (
    <section aria-busy="true" className={card}>
      <div className="h-20 bg-ink" />
      <div role="status" className="-mt-14 flex flex-col items-center gap-4 px-5 pb-6 sm:px-6">
        <span className="sr-only">{text.loading}</span>
        <span className="size-28 animate-pulse rounded-full bg-stone-200 ring-4 ring-white sm:size-32" />
        <p className="text-xl font-bold text-ink">{name}</p>
        <span className="h-9 w-full animate-pulse rounded-lg bg-stone-100" />
        <span className="h-9 w-full animate-pulse rounded-lg bg-stone-100" />
        <div className="mt-1 grid w-full grid-cols-2 gap-3">
          <span className="h-11 animate-pulse rounded-lg bg-stone-200" />
          <span className="h-11 animate-pulse rounded-lg bg-stone-200" />
        </div>
      </div>
    </section>
  );
}
