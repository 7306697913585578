import { tube } from './svg-kit.ts';

/**
 * The shapes the bike drawings share (engine, chain, exhaust, shock, handlebar, lamp, gloss) and the
 * drawing's types. The silhouettes themselves are in bike-styles.ts.
 *
 * Side views of the seven motorcycle silhouettes the demo fleet uses, facing right, on a floor at
 * y = 640 of a 1200×800 canvas. Each drawing paints far parts first and near parts last. Colours
 * come from the Livery; gradients (#paint, #alu, #chrome, #engine, #lens, #smoke) are defined by
 * the caller (bike-svg.ts).
 */
export interface Livery {
  base: string;
  light: string;
  dark: string;
  /** second colour for graphics, frame or springs */
  accent: string;
  /** alloy wheel colour */
  rim: string;
  /** tweaks that stay the same across one bike's photos */
  alt: boolean;
}

export interface BikeDrawing {
  svg: string;
  /** leftmost and rightmost x of the bike, for the floor shadow */
  span: [number, number];
  /** a point to zoom into for a detail photo */
  focus: [number, number];
  /** the highest y the drawing reaches (mirror, screen), so the photo never crops it */
  top: number;
}

export const FLOOR_Y = 640;
export const DARK = '#1c1e22';
export const BLACK = '#121315';

/** An engine: crankcase, cylinder (tilted forward by `tilt` degrees), fins and side covers. */
export function engine(cx: number, cy: number, s: number, tilt: number, fins: boolean, covers = 'url(#alu)'): string {
  const finLines = fins
    ? Array.from({ length: 8 }, (_, i) => {
        const y = -18 - i * 10;
        return `<line x1="-46" y1="${y}" x2="46" y2="${y}" stroke="#8a9199" stroke-width="4"/>`;
      }).join('')
    : `<rect x="-30" y="-80" width="60" height="10" fill="#3a3f46"/>`;
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
  <g transform="rotate(${tilt}) translate(8 -48)">
    <rect x="-36" y="-100" width="72" height="104" rx="6" fill="url(#engine)"/>
    ${finLines}
    <rect x="-44" y="-122" width="88" height="28" rx="8" fill="${fins ? '#a4abb3' : '#2d3137'}"/>
    <rect x="-40" y="-118" width="80" height="6" rx="3" fill="#ffffff" opacity="0.25"/>
  </g>
  <path d="M-88,-18 C-88,-52 -44,-60 0,-56 L56,-50 C82,-44 92,-18 90,10 L82,48 C72,68 30,74 -10,72 L-60,66 C-86,56 -94,20 -88,-18 Z" fill="url(#engine)"/>
  <circle cx="26" cy="12" r="38" fill="${covers}" stroke="#5c636b" stroke-width="2"/>
  <circle cx="26" cy="12" r="26" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <circle cx="-52" cy="18" r="24" fill="${covers}" stroke="#5c636b" stroke-width="2"/>
  <circle cx="-52" cy="18" r="6" fill="#3b4047"/>
  </g>`;
}

/** The chain run from the front sprocket to the rear one. */
export function chain(rx: number, ry: number, fx: number, fy: number, rearR: number): string {
  return `<circle cx="${rx}" cy="${ry}" r="${rearR}" fill="none" stroke="#6f757c" stroke-width="6" stroke-dasharray="4 3"/>
  <circle cx="${fx}" cy="${fy}" r="13" fill="#5a6067"/>
  <path d="M${fx},${fy - 13} L${rx},${ry - rearR} M${fx},${fy + 13} L${rx},${ry + rearR}" stroke="#4a4f55" stroke-width="5"/>`;
}

/** A muffler can from its front end to its tail end, with an end cap. */
export function canister(x1: number, y1: number, x2: number, y2: number, h: number, fill = 'url(#muffler)'): string {
  const len = Math.round(Math.hypot(x2 - x1, y2 - y1));
  const angle = Math.round((Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI);
  return `<g transform="translate(${x1} ${y1}) rotate(${angle})">
  <rect x="0" y="${-h / 2}" width="${len}" height="${h}" rx="${h * 0.3}" fill="${fill}" stroke="#4b5159" stroke-width="2"/>
  <rect x="${len - h * 0.45}" y="${-h / 2}" width="${h * 0.45}" height="${h}" rx="${h * 0.2}" fill="#2b2f35"/>
  <ellipse cx="${len - 2}" cy="0" rx="${h * 0.1}" ry="${h * 0.32}" fill="#0e0f11"/>
  </g>`;
}

/** A coil-over shock absorber between two points. */
export function shock(x1: number, y1: number, x2: number, y2: number, spring: string): string {
  return `${tube(x1, y1, x2, y2, 9, '#2a2d31')}<line x1="${x1 + (x2 - x1) * 0.15}" y1="${y1 + (y2 - y1) * 0.15}" x2="${x1 + (x2 - x1) * 0.8}" y2="${y1 + (y2 - y1) * 0.8}" stroke="${spring}" stroke-width="17" stroke-dasharray="4 3"/>`;
}

/** A handlebar with grip, lever and a mirror on a stalk. */
export function handlebar(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  mirror: [number, number] | null,
  colour = DARK,
): string {
  const gx = x2 + (x2 - x1) * 0.45;
  const gy = y2 + (y2 - y1) * 0.45;
  let out = tube(x1, y1, x2, y2, 8, colour) + tube(x2, y2, gx, gy, 13, BLACK);
  out += `<path d="M${x2 + 4},${y2 - 4} Q${x2 - 10},${y2 + 14} ${gx - 4},${gy + 12}" stroke="#2e3237" stroke-width="4" fill="none"/>`;
  if (mirror) {
    out += tube(x2 + 6, y2 - 2, mirror[0], mirror[1] + 6, 4, '#2a2d31');
    out += `<ellipse cx="${mirror[0]}" cy="${mirror[1]}" rx="19" ry="10" transform="rotate(-12 ${mirror[0]} ${mirror[1]})" fill="${BLACK}"/>`;
  }
  return out;
}

/** A round headlamp with a chrome bezel. */
export function roundLamp(cx: number, cy: number, r: number, grille = false): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#chrome)" stroke="#5b6168" stroke-width="2"/>
  <ellipse cx="${cx + r * 0.32}" cy="${cy}" rx="${r * 0.55}" ry="${r * 0.8}" fill="url(#lens)" stroke="#9aa3ab" stroke-width="2"/>`;
  if (grille) {
    for (let i = -2; i <= 2; i += 1) {
      out += `<line x1="${cx + r * 0.32 + i * 7}" y1="${cy - r * 0.75}" x2="${cx + r * 0.32 + i * 7}" y2="${cy + r * 0.75}" stroke="#2b2f35" stroke-width="3"/>`;
    }
  }
  return out;
}

/** A gloss streak on a painted part. */
export function gloss(d: string, opacity = 0.45): string {
  return `<path d="${d}" fill="#ffffff" opacity="${opacity}"/>`;
}

/** Standard & Naked: exposed engine, trellis frame, angular shrouds, upside-down fork. */
