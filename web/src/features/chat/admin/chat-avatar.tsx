/** A customer's small round photo in the conversation list, or their initials; decorative (the name is beside it). */
export function ChatAvatar({ image, fname, lname }: { image: string | null; fname: string; lname: string }) {
  const frame = 'size-11 shrink-0 rounded-full';
  if (image) return <img src={image} alt="" loading="lazy" className={`${frame} bg-stone-200 object-cover`} />;
  const initials = `${fname.charAt(0)}${lname.charAt(0)}`.toUpperCase();
  return (
    <span aria-hidden="true" className={`${frame} inline-flex items-center justify-center bg-ink text-sm font-bold text-brand`}>
      {initials}
    </span>
  );
}
