/**
 * Small SVG helpers for the generated demo artwork: a seeded random source, colour shading and
 * the mechanical parts every motorcycle drawing shares (wheels, tubes, mudguards).
 */

/** A deterministic random source (mulberry32): the same seed always draws the same artwork. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a string (FNV-1a), to seed per-name choices. */
export function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean.padEnd(6, '0');
  const n = Number.parseInt(full.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const k = Math.min(1, Math.abs(amount));
  const out = parseHex(hex).map((c) => Math.round(c + (target - c) * k));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance 0..1, to pick readable text or a contrasting background. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Escapes text for an SVG text node or attribute. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A point on a circle; angles in degrees, 0 = right, 90 = down (SVG's y axis). */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const a = (degrees * Math.PI) / 180;
  return [r1(cx + radius * Math.cos(a)), r1(cy + radius * Math.sin(a))];
}

/** A straight tube with a thin highlight along it (fork legs, frame rails, pipes). */
export function tube(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  colour: string,
  highlight?: string,
): string {
  const base = `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  if (!highlight) return base;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  // offset towards the upper-left, where the studio light comes from
  const ox = r1((-(y2 - y1) / len) * width * 0.22);
  const oy = r1(((x2 - x1) / len) * width * 0.22);
  const sx = ox + oy < 0 ? 1 : -1;
  return (
    base +
    `<line x1="${r1(x1 + ox * sx)}" y1="${r1(y1 + oy * sx)}" x2="${r1(x2 + ox * sx)}" y2="${r1(y2 + oy * sx)}" stroke="${highlight}" stroke-width="${r1(width * 0.22)}" stroke-linecap="round" opacity="0.75"/>`
  );
}

/** An arc-shaped mudguard over a wheel, from one angle to another (degrees, clockwise). */
export function mudguard(
  cx: number,
  cy: number,
  radius: number,
  from: number,
  to: number,
  width: number,
  fill: string,
): string {
  const [ax, ay] = polar(cx, cy, radius, from);
  const [bx, by] = polar(cx, cy, radius, to);
  const [cx2, cy2] = polar(cx, cy, radius + width, to);
  const [dx, dy] = polar(cx, cy, radius + width, from);
  const large = to - from > 180 ? 1 : 0;
  return `<path d="M${ax},${ay} A${radius},${radius} 0 ${large} 1 ${bx},${by} L${cx2},${cy2} A${radius + width},${radius + width} 0 ${large} 0 ${dx},${dy} Z" fill="${fill}"/>`;
}

export type RimKind = 'spoke' | 'alloy' | 'scooter';

export interface WheelOptions {
  rim: RimKind;
  rimColour: string;
  /** off-road tyre with knobs standing out of the outline */
  knobby?: boolean;
  /** 'front' draws a disc with the calliper behind the axle, 'rear' a smaller disc, 'drum' a drum hub */
  brake: 'front' | 'rear' | 'drum';
  calliper?: string;
  /** tyre thickness as a share of the radius */
  tyre?: number;
}

/** A wheel seen from the side: tyre, rim, spokes or alloy arms, hub and brake. */
export function wheel(cx: number, cy: number, radius: number, o: WheelOptions): string {
  const tyre = o.tyre ?? 0.24;
  const rimR = radius * (1 - tyre);
  const parts: string[] = [];
  const ringR = r1((radius + rimR) / 2);
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${ringR}" fill="none" stroke="#17191c" stroke-width="${r1(radius - rimR)}"/>`,
  );
  if (o.knobby) {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(radius + 1)}" fill="none" stroke="#17191c" stroke-width="9" stroke-dasharray="9 7"/>`,
    );
  }
  // sidewall sheen and the rim's edge
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(radius - 5)}" fill="none" stroke="#30353b" stroke-width="3"/>`,
    `<path d="M${polar(cx, cy, radius - 9, 200).join(',')} A${r1(radius - 9)},${r1(radius - 9)} 0 0 1 ${polar(cx, cy, radius - 9, 290).join(',')}" fill="none" stroke="#5b626b" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`,
  );

  if (o.rim === 'spoke') {
    const hubR = radius * 0.14;
    let d = '';
    for (let i = 0; i < 36; i += 1) {
      const a = i * 10;
      const [hx, hy] = polar(cx, cy, hubR, a);
      const [rx, ry] = polar(cx, cy, rimR - 3, a + (i % 2 === 0 ? 32 : -32));
      d += `M${hx},${hy}L${rx},${ry}`;
    }
    parts.push(`<path d="${d}" stroke="#c9ced4" stroke-width="1.6" fill="none"/>`);
  } else {
    const arms = o.rim === 'scooter' ? 5 : 5;
    const w = r1(radius * (o.rim === 'scooter' ? 0.1 : 0.065));
    let d = '';
    for (let i = 0; i < arms; i += 1) {
      const a = -90 + (i * 360) / arms;
      const [hx, hy] = polar(cx, cy, radius * 0.16, a);
      const [mx, my] = polar(cx, cy, rimR * 0.55, a);
      const [ax, ay] = polar(cx, cy, rimR - 2, a - 9);
      const [bx, by] = polar(cx, cy, rimR - 2, a + 9);
      d += `M${hx},${hy}L${mx},${my}L${ax},${ay}M${mx},${my}L${bx},${by}`;
    }
    parts.push(
      `<path d="${d}" stroke="${o.rimColour}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round" fill="none"/>`,
    );
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(rimR)}" fill="none" stroke="${o.rimColour}" stroke-width="${r1(radius * 0.06)}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r1(rimR - radius * 0.045)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="1.5"/>`,
  );

  if (o.brake === 'drum') {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(radius * 0.27)}" fill="url(#alu)" stroke="#6b727b" stroke-width="2"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r1(radius * 0.2)}" fill="none" stroke="#7d848c" stroke-width="2"/>`,
    );
  } else {
    const discR = radius * (o.brake === 'front' ? 0.47 : 0.36);
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r1(discR)}" fill="none" stroke="#aeb5bd" stroke-width="${r1(radius * 0.09)}"/>`,
      `<circle cx="${cx}" cy="${cy}" r="${r1(discR)}" fill="none" stroke="#5d646c" stroke-width="${r1(radius * 0.028)}" stroke-dasharray="3 8"/>`,
    );
    // the calliper sits behind the axle, gripping the disc
    const [kx, ky] = polar(cx, cy, discR, o.brake === 'front' ? 205 : 150);
    const cw = r1(radius * 0.2);
    const ch = r1(radius * 0.32);
    const tilt = o.brake === 'front' ? 25 : -30;
    parts.push(
      `<rect x="${r1(kx - cw / 2)}" y="${r1(ky - ch / 2)}" width="${cw}" height="${ch}" rx="${r1(cw * 0.35)}" fill="${o.calliper ?? '#8d949c'}" transform="rotate(${tilt} ${kx} ${ky})"/>`,
    );
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r1(radius * 0.12)}" fill="url(#alu)" stroke="#4b5159" stroke-width="1.5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r1(radius * 0.045)}" fill="#2b2f35"/>`,
  );
  return parts.join('');
}
