import { drawBike, FLOOR_Y, type Livery } from './bike-styles.ts';
import { hashString, luminance, seededRandom, shade } from './svg-kit.ts';

export const BIKE_IMAGE_WIDTH = 1200;
export const BIKE_IMAGE_HEIGHT = 800;

/** Studio backdrops: wall top, the bright band where wall meets floor, floor front. */
const STUDIOS: ReadonlyArray<readonly [string, string, string]> = [
  ['#c9d1da', '#f1f4f7', '#a9b3bf'],
  ['#d8cec2', '#f6f0e8', '#b7aa9b'],
  ['#262a31', '#474e58', '#15181c'],
  ['#b9c7d8', '#eaf0f7', '#93a5ba'],
  ['#e0d5bf', '#f8f3e6', '#c3b391'],
  ['#c4d7d0', '#eef6f2', '#a0b8af'],
];

/** Alloy wheel colours that suit most paints. */
const RIMS = ['#1f2226', '#1f2226', '#2b2f35', '#b08d2e', '#9aa1a9'];

export interface BikeArtOptions {
  category: string;
  /** #rrggbb paint */
  paint: string;
  /** 0: side view; 1: the other side on another backdrop; 2: close-up of the engine and tank */
  variant: number;
}

function defs(l: Livery, studio: readonly [string, string, string]): string {
  return `<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${studio[0]}"/>
    <stop offset="0.7" stop-color="${studio[1]}"/>
    <stop offset="0.78" stop-color="${studio[1]}"/>
    <stop offset="1" stop-color="${studio[2]}"/>
  </linearGradient>
  <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000000" stop-opacity="0.5"/>
    <stop offset="0.55" stop-color="#000000" stop-opacity="0.22"/>
    <stop offset="1" stop-color="#000000" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${l.light}"/>
    <stop offset="0.45" stop-color="${l.base}"/>
    <stop offset="1" stop-color="${l.dark}"/>
  </linearGradient>
  <linearGradient id="alu" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#eef1f4"/>
    <stop offset="0.5" stop-color="#aab1b9"/>
    <stop offset="1" stop-color="#737b84"/>
  </linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff"/>
    <stop offset="0.35" stop-color="#b9c0c8"/>
    <stop offset="0.5" stop-color="#59606a"/>
    <stop offset="0.65" stop-color="#d9dee3"/>
    <stop offset="1" stop-color="#8a929b"/>
  </linearGradient>
  <linearGradient id="chromeline" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e6eaee"/>
    <stop offset="1" stop-color="#8a929b"/>
  </linearGradient>
  <linearGradient id="muffler" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#eef1f4"/>
    <stop offset="0.45" stop-color="#a7aeb6"/>
    <stop offset="1" stop-color="#50565e"/>
  </linearGradient>
  <linearGradient id="engine" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#4a4f57"/>
    <stop offset="1" stop-color="#1b1d21"/>
  </linearGradient>
  <linearGradient id="lens" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#ffffff"/>
    <stop offset="0.6" stop-color="#dbeafe"/>
    <stop offset="1" stop-color="#93a8c4"/>
  </linearGradient>
  <linearGradient id="smoke" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#5b6b7d" stop-opacity="0.75"/>
    <stop offset="1" stop-color="#1f2933" stop-opacity="0.55"/>
  </linearGradient>
</defs>`;
}

/**
 * The complete SVG of one bike photo. Shape details (wheel type, accent colour) depend only on the
 * category and paint, so the photos of one bike show the same machine; `variant` changes the view.
 */
export function bikeSvg(o: BikeArtOptions): string {
  const seed = hashString(`${o.category}|${o.paint}`);
  const random = seededRandom(seed);
  const light = luminance(o.paint) > 0.6;
  const accents = ['#f97316', '#111827', '#e5e7eb', '#dc2626', '#facc15', '#22d3ee'];
  const accent = accents[Math.floor(random() * accents.length)] ?? '#111827';
  const livery: Livery = {
    base: o.paint,
    light: shade(o.paint, light ? 0.6 : 0.38),
    dark: shade(o.paint, light ? -0.3 : -0.45),
    accent: accent === o.paint ? '#111827' : accent,
    rim: RIMS[Math.floor(random() * RIMS.length)] ?? '#1f2226',
    alt: random() < 0.5,
  };
  const view = ((o.variant % 3) + 3) % 3;
  const studioIndex = (Math.floor(random() * STUDIOS.length) + o.variant * 2) % STUDIOS.length;
  const studio = STUDIOS[studioIndex] ?? STUDIOS[0] ?? ['#ccc', '#eee', '#aaa'];
  const bike = drawBike(o.category, livery);
  const [left, right] = bike.span;
  const mid = (left + right) / 2;
  // scale the bike to fill the frame, wheels on a floor at y = 700; the close-up zooms on its focus
  const scale = Math.min(1.3, 940 / (right - left), 610 / (FLOOR_Y - bike.top));
  let transform = `translate(600 700) scale(${scale}) translate(${-mid} ${-FLOOR_Y})`;
  if (view === 1) transform = `translate(600 700) scale(${-scale} ${scale}) translate(${-mid} ${-FLOOR_Y})`;
  if (view === 2) {
    const [fx, fy] = bike.focus;
    transform = `translate(580 440) scale(1.85) translate(${-fx} ${-fy})`;
  }
  const shadowW = (right - left) / 2 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BIKE_IMAGE_WIDTH}" height="${BIKE_IMAGE_HEIGHT}" viewBox="0 0 ${BIKE_IMAGE_WIDTH} ${BIKE_IMAGE_HEIGHT}">
${defs(livery, studio)}
<rect width="1200" height="800" fill="url(#wall)"/>
<ellipse cx="600" cy="420" rx="620" ry="380" fill="url(#spot)"/>
<g transform="${transform}">
  <ellipse cx="${mid}" cy="${FLOOR_Y + 4}" rx="${shadowW}" ry="34" fill="url(#shadow)"/>
  ${bike.svg}
</g>
</svg>`;
}
