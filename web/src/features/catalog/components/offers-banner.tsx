import { text } from '#shared/messages.ts';

/** A coupon ticket: notched sides, a perforation, a big percent sign. */
function Ticket({ x, y, angle, fill, ink }: { x: number; y: number; angle: number; fill: string; ink: string }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <path
        d="M-110 -55h220v38a17 17 0 0 0 0 34v38h-220v-38a17 17 0 0 0 0-34Z"
        fill={fill}
        stroke="#0c0a09"
        strokeOpacity="0.15"
        strokeWidth="2"
      />
      <line x1="48" y1="-46" x2="48" y2="46" stroke={ink} strokeWidth="3" strokeDasharray="7 7" opacity="0.55" />
      <g fill="none" stroke={ink} strokeWidth="9" strokeLinecap="round">
        <circle cx="-52" cy="-18" r="14" />
        <circle cx="2" cy="20" r="14" />
        <line x1="-4" y1="-32" x2="-46" y2="34" />
      </g>
      <g fill={ink}>
        <rect x="62" y="-30" width="30" height="8" rx="4" />
        <rect x="62" y="-12" width="22" height="8" rx="4" opacity="0.7" />
        <rect x="62" y="6" width="30" height="8" rx="4" opacity="0.5" />
      </g>
    </g>
  );
}

/** The banner of /offers: the page's heading on near-black with ticket art drawn inline (no image request). */
export function OffersBanner() {
  return (
    <section className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_40%,rgb(245_158_11/0.28),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-6 px-4 py-10 sm:grid-cols-[1fr_auto] sm:px-6 sm:py-14">
        <div className="flex flex-col items-start gap-4">
          <span aria-hidden="true" className="h-1.5 w-16 rounded-full bg-brand" />
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
            {text.offersTitle}
          </h1>
          <p className="max-w-md text-base text-stone-300 sm:text-lg">{text.offersTagline}</p>
        </div>
        <svg
          aria-hidden="true"
          viewBox="0 0 420 260"
          className="mx-auto w-full max-w-[14rem] sm:w-80 sm:max-w-none lg:w-[26rem]"
        >
          <Ticket x={170} y={150} angle={-12} fill="#fbbf24" ink="#0c0a09" />
          <Ticket x={260} y={110} angle={9} fill="#f59e0b" ink="#0c0a09" />
          <g fill="#fbbf24">
            <circle cx="40" cy="40" r="5" />
            <circle cx="392" cy="222" r="7" opacity="0.7" />
            <circle cx="380" cy="30" r="4" opacity="0.5" />
          </g>
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="h-2 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_18px,var(--color-ink)_18px_36px)]"
      />
    </section>
  );
}
