import { loadSharp } from '#server/features/files/image-renditions.ts';
import { ARTWORK_FONTS } from './artwork.ts';
import { escapeXml } from './svg-kit.ts';

/**
 * The demo partners' ID proofs: an Aadhaar and a PAN card drawn in code, plausible at a glance (the
 * holder's name, date of birth, a masked Aadhaar number, a PAN that matches their GSTIN) and plainly
 * not real (SPECIMEN in the title, a stamp, a watermark and a footer saying so). No emblem, QR code
 * or hologram of the real cards is imitated.
 */

/** Width and height of a card: 8:5, the shape of an ID-1 card and of the admin page's frame. */
export const ID_CARD_SIZE = [960, 600] as const;

export interface IdCardHolder {
  /** as printed: 'Vikram Rao' */
  name: string;
  /** 'DD/MM/YYYY' */
  birthDate: string;
  city: string;
}

const [W, H] = ID_CARD_SIZE;
const font = (size: number, weight: 400 | 700, fill: string) =>
  `font-family="${ARTWORK_FONTS}" font-size="${size}" font-weight="${weight}" fill="${fill}"`;
const FOOTER = 'Rev-On Rentals demo data · not an identity document';

/** 'SPECIMEN · DEMO' repeated across the card, faint and slanted. */
function watermark(colour: string): string {
  const rows: string[] = [];
  for (let y = -180; y <= H + 180; y += 120) {
    rows.push(`<text x="${W / 2}" y="${y}" text-anchor="middle">${'SPECIMEN · DEMO · '.repeat(4)}</text>`);
  }
  return `<g transform="rotate(-22 ${W / 2} ${H / 2})" opacity="0.07" ${font(46, 700, colour)}>${rows.join('')}</g>`;
}

/** A rubber-stamp 'SPECIMEN' box. */
function stamp(x: number, y: number): string {
  return `<g transform="translate(${x} ${y}) rotate(-14)" opacity="0.85">
    <rect x="-138" y="-44" width="276" height="88" rx="12" fill="none" stroke="#dc2626" stroke-width="6"/>
    <text x="0" y="17" text-anchor="middle" letter-spacing="4" ${font(48, 700, '#dc2626')}>SPECIMEN</text>
  </g>`;
}

/** A grey photo frame with a head-and-shoulders silhouette. */
function photo(x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2;
  const head = Math.round(w * 0.2);
  const headY = y + h * 0.38;
  const shoulders = `M${x + w * 0.12},${y + h} C${x + w * 0.14},${y + h * 0.68} ${cx - w * 0.3},${y + h * 0.62} ${cx},${y + h * 0.62} C${cx + w * 0.3},${y + h * 0.62} ${x + w * 0.86},${y + h * 0.68} ${x + w * 0.88},${y + h} Z`;
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#e5e7eb" stroke="#9ca3af" stroke-width="2"/>
    <circle cx="${cx}" cy="${headY}" r="${head}" fill="#9ca3af"/>
    <path d="${shoulders}" fill="#9ca3af"/>
  </g>`;
}

/** A label over its value. */
function field(x: number, y: number, label: string, value: string, size: number, ink: string): string {
  return `<text x="${x}" y="${y}" ${font(20, 400, '#4b5563')}>${escapeXml(label)}</text>
  <text x="${x}" y="${y + size + 6}" ${font(size, 700, ink)}>${escapeXml(value)}</text>`;
}

async function toJpeg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** A 960×600 JPEG 'AADHAAR — SPECIMEN' card showing only the last four digits: 'XXXX XXXX 1234'. */
export async function renderAadhaarSpecimen(holder: IdCardHolder, lastFour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#fde7c2"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="#fbfaf6"/>
  <rect width="${W}" height="112" fill="url(#band)"/>
  <text x="48" y="72" ${font(46, 700, '#1f2937')}>AADHAAR — SPECIMEN</text>
  <text x="${W - 48}" y="68" text-anchor="end" ${font(22, 400, '#1f2937')}>Demo identity card</text>
  ${watermark('#7c2d12')}
  ${photo(56, 150, 190, 236)}
  ${field(290, 176, 'Name', holder.name, 38, '#111827')}
  ${field(290, 268, 'Date of Birth', holder.birthDate, 30, '#111827')}
  ${field(290, 350, 'City', holder.city, 30, '#111827')}
  ${stamp(770, 296)}
  <text x="${W / 2}" y="478" text-anchor="middle" letter-spacing="6" ${font(60, 700, '#111827')}>XXXX XXXX ${escapeXml(lastFour)}</text>
  <line x1="250" y1="500" x2="${W - 250}" y2="500" stroke="#dc2626" stroke-width="4"/>
  <rect y="${H - 64}" width="${W}" height="64" fill="#15803d"/>
  <text x="${W / 2}" y="${H - 24}" text-anchor="middle" ${font(22, 400, '#ffffff')}>${FOOTER}</text>
</svg>`;
  return toJpeg(svg);
}

/** A 960×600 JPEG 'PAN — SPECIMEN' card with the holder's name in capitals and the PAN in full. */
export async function renderPanSpecimen(holder: IdCardHolder, pan: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#eff6ff"/><stop offset="1" stop-color="#bfdbfe"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="104" fill="#1e3a8a"/>
  <text x="48" y="68" ${font(46, 700, '#ffffff')}>PAN — SPECIMEN</text>
  <text x="${W - 48}" y="64" text-anchor="end" ${font(22, 400, '#dbeafe')}>Permanent Account Number (demo)</text>
  ${watermark('#1e3a8a')}
  ${photo(56, 140, 176, 218)}
  <path d="M66,420 c18,-34 30,-30 26,-4 c-4,22 14,-30 30,-22 c12,6 -6,26 10,22 c16,-4 22,-26 38,-18 c10,5 4,18 22,12" fill="none" stroke="#1f2937" stroke-width="3" stroke-linecap="round"/>
  <text x="66" y="452" ${font(18, 400, '#4b5563')}>Signature</text>
  ${field(276, 166, 'Name', holder.name.toUpperCase(), 36, '#0f172a')}
  ${field(276, 254, 'Date of Birth', holder.birthDate, 30, '#0f172a')}
  ${field(276, 352, 'Permanent Account Number', pan, 54, '#0f172a')}
  ${stamp(770, 296)}
  <rect y="${H - 64}" width="${W}" height="64" fill="#1e3a8a"/>
  <text x="${W / 2}" y="${H - 24}" text-anchor="middle" ${font(22, 400, '#ffffff')}>${FOOTER}</text>
</svg>`;
  return toJpeg(svg);
}
