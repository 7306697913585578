import { text } from '#shared/messages.ts';

const sizes = { md: 'size-24', lg: 'size-28 sm:size-32' } as const;

/** A round profile photo; without one, a neutral silhouette on the brand's near-black. */
export function Avatar({ src, name, size = 'lg' }: { src: string | null; name: string; size?: keyof typeof sizes }) {
  const frame = `${sizes[size]} shrink-0 overflow-hidden rounded-full ring-4 ring-brand/80`;
  if (src) return <img src={src} alt={text.profilePhotoAlt(name)} className={`${frame} bg-stone-200 object-cover`} />;
  return (
    <span role="img" aria-label={text.defaultAvatar} className={`${frame} inline-flex items-end justify-center bg-ink`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[85%] text-stone-400" fill="currentColor">
        <path d="M12 12.5a4.75 4.75 0 1 0 0-9.5 4.75 4.75 0 0 0 0 9.5Zm0 1.75c-4.8 0-8.5 2.6-8.5 6V24h17v-3.75c0-3.4-3.7-6-8.5-6Z" />
      </svg>
    </span>
  );
}
