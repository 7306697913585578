import { loadSharp } from '#server/features/files/image-renditions.ts';
import { bikeSvg } from './bike-svg.ts';
import { escapeXml, hashString, luminance, seededRandom, shade } from './svg-kit.ts';

/**
 * Demo artwork drawn in code and rasterised with sharp: nothing is downloaded, and the same
 * arguments always give the same bytes, so a demo database looks the same on every machine.
 */

/** Paint colours of the demo fleet (name → #rrggbb). */
export const BIKE_PAINTS = {
  'Racing Red': '#c8102e',
  'Midnight Blue': '#1d3a8a',
  'Matte Black': '#2a2d31',
  'Pearl White': '#eef1f4',
  'Gunmetal Grey': '#5b6470',
  'Lime Green': '#6aa51e',
  'Sunset Orange': '#ee6a14',
  'Canary Yellow': '#f2b705',
  'Teal Blue': '#0f7c86',
  'Royal Maroon': '#7d1f2c',
} as const;

export type BikePaint = keyof typeof BIKE_PAINTS;

/** Colours for avatar circles; white initials read well on each (contrast ≥ 4.5:1). */
export const AVATAR_COLOURS = [
  '#b45309',
  '#0f766e',
  '#1d4ed8',
  '#7c3aed',
  '#be123c',
  '#15803d',
  '#9a3412',
  '#334155',
] as const;

/** The typefaces of every demo picture (fonts-liberation in the Docker image, DejaVu on most Linuxes). */
export const ARTWORK_FONTS = 'Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif';

const FONT = `font-family="${ARTWORK_FONTS}" font-weight="700"`;

function paintHex(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  const named = (BIKE_PAINTS as Record<string, string>)[colour];
  return named ?? BIKE_PAINTS['Racing Red'];
}

export interface BikeImageOptions {
  /** one of BIKE_CATEGORIES; decides the silhouette (scooter, cruiser, sportbike…) */
  category: string;
  /** a BIKE_PAINTS name or a #rrggbb colour */
  colour: string;
  /** 0, 1, 2…: the photo of the bike (side view, other side, close-up), cycling every three */
  variant: number;
}

/**
 * A 1200×800 JPEG studio picture of a motorcycle of that category and paint.
 * NOTE: plain libjpeg, not mozjpeg: mozjpeg saves 20 % of bytes but triples the time, and the
 * storage module re-encodes every upload anyway.
 */
export async function renderBikeImage(o: BikeImageOptions): Promise<Buffer> {
  const svg = bikeSvg({ category: o.category, paint: paintHex(o.colour), variant: o.variant });
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A 256×256 PNG avatar: up to two initials on a coloured circle (transparent corners). */
export async function renderAvatar(initials: string, colour: string): Promise<Buffer> {
  const text = escapeXml(initials.trim().slice(0, 2).toUpperCase());
  const ink = luminance(colour) > 0.45 ? '#111827' : '#ffffff';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, -0.18)}"/>
  </linearGradient></defs>
  <circle cx="128" cy="128" r="128" fill="url(#g)"/>
  <text x="128" y="128" dy="37" text-anchor="middle" font-size="104" ${FONT} fill="${ink}">${text}</text>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * An 800×400 JPEG coupon banner: a festive two-colour gradient with confetti, the big `title`
 * (e.g. '20% OFF') and the `subtitle` (the coupon's name) under it.
 */
export async function renderCouponImage(
  title: string,
  subtitle: string,
  colours: readonly [string, string],
): Promise<Buffer> {
  const random = seededRandom(hashString(`${title}|${subtitle}`));
  const [from, to] = colours;
  const confetti: string[] = [];
  const tints = ['#ffffff', '#fde68a', '#fbcfe8', '#bae6fd', '#bbf7d0'];
  for (let i = 0; i < 46; i += 1) {
    const x = Math.round(random() * 800);
    const y = Math.round(random() * 400);
    const tint = tints[Math.floor(random() * tints.length)] ?? '#ffffff';
    const opacity = (0.25 + random() * 0.5).toFixed(2);
    if (random() < 0.5) {
      confetti.push(
        `<circle cx="${x}" cy="${y}" r="${(2 + random() * 6).toFixed(1)}" fill="${tint}" opacity="${opacity}"/>`,
      );
    } else {
      const angle = Math.round(random() * 180);
      confetti.push(
        `<rect x="${x}" y="${y}" width="${Math.round(6 + random() * 10)}" height="5" rx="2" fill="${tint}" opacity="${opacity}" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    }
  }
  const size = title.length > 9 ? 92 : 112;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="400" fill="url(#bg)"/>
  <rect width="800" height="400" fill="url(#glow)"/>
  <circle cx="720" cy="60" r="150" fill="#ffffff" opacity="0.08"/>
  <circle cx="80" cy="380" r="120" fill="#000000" opacity="0.08"/>
  ${confetti.join('')}
  <circle cx="630" cy="0" r="26" fill="#000000" opacity="0.18"/>
  <circle cx="630" cy="400" r="26" fill="#000000" opacity="0.18"/>
  <line x1="630" y1="36" x2="630" y2="364" stroke="#ffffff" stroke-width="4" stroke-dasharray="12 10" opacity="0.7"/>
  <text x="318" y="196" text-anchor="middle" font-size="${size}" ${FONT} fill="#000000" opacity="0.22">${escapeXml(title)}</text>
  <text x="314" y="190" text-anchor="middle" font-size="${size}" ${FONT} fill="#ffffff">${escapeXml(title)}</text>
  <text x="314" y="262" text-anchor="middle" font-size="40" ${FONT} fill="#ffffff" opacity="0.95">${escapeXml(subtitle)}</text>
  <text x="314" y="316" text-anchor="middle" font-size="22" ${FONT} fill="#ffffff" opacity="0.8" letter-spacing="4">RIDE MORE · PAY LESS</text>
  <g transform="translate(716 206)" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">
    <circle cx="-36" cy="20" r="21"/><circle cx="38" cy="20" r="21"/>
    <path d="M-36,20 L-14,-4 L18,-4 L38,20 M38,20 L24,-30 L36,-34 M-40,-10 L-6,-12"/>
    <path d="M-4,-14 C4,-26 22,-24 24,-12 Z" fill="#ffffff"/>
    <rect x="-10" y="0" width="24" height="16" rx="3" fill="#ffffff"/>
  </g>
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
