import { useState } from 'react';
import { MAX_STARS } from '#shared/api/reviews.ts';
import { text } from '#shared/messages.ts';

const STARS = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

function Star({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-full ${filled ? 'text-amber-400' : 'text-stone-300'}`}>
      <path
        fill="currentColor"
        d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9L12 2.5Z"
      />
    </svg>
  );
}

/** A read-only row of stars (a review's rating). */
export function StarRow({ value }: { value: number }) {
  return (
    <div role="img" aria-label={text.starLabel(value)} className="flex gap-0.5">
      {STARS.map((star) => (
        <span key={star} className="size-4">
          <Star filled={star <= value} />
        </span>
      ))}
    </div>
  );
}

/**
 * The five clickable stars of the rating form: hovering highlights up to the star under the pointer,
 * a click picks it. Each is a button named '1 star' … '5 stars', pressed when it is the chosen one.
 */
export function StarRating({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div role="group" aria-label={text.starsLabel} className="flex gap-1" onMouseLeave={() => setHover(0)}>
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          aria-label={text.starLabel(star)}
          aria-pressed={star === value}
          data-lit={star <= shown ? 'true' : undefined}
          onMouseEnter={() => setHover(star)}
          onFocus={() => setHover(star)}
          onBlur={() => setHover(0)}
          onClick={() => onChange(star)}
          className="size-11 rounded-lg p-1 transition-transform hover:scale-110"
        >
          <Star filled={star <= shown} />
        </button>
      ))}
    </div>
  );
}
