/** The outline of an identity card, drawn where a document has not been uploaded yet. */
export function IdCardIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 32" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="2" y="2" width="44" height="28" rx="4" />
      <circle cx="14" cy="14" r="5" />
      <path d="M7 26c1.5-4 4-5.5 7-5.5s5.5 1.5 7 5.5M27 11h13M27 17h13M27 23h8" strokeLinecap="round" />
    </svg>
  );
}
