/**
 * `npx tsx scripts/generate-app-icons.ts`: draws the installable app's icons (issue #33, decision 82)
 * from the brand mark of web/src/components/logo.tsx (the amber tile with the ink wheel) into
 * web/public/icons/, where the web manifest names them. Run again after the mark changes; the PNGs are
 * committed (the build does not draw them).
 * - `icon-*`: the tile with rounded corners, for browsers that show the icon as it is;
 * - `maskable-*`: the tile to the edges, the wheel inside the middle 80 % that every mask keeps;
 * - `apple-touch-icon`: iOS rounds the corners itself, so a square tile.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const AMBER = '#f59e0b';
const INK = '#0c0a09';
const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public', 'icons');

/** The mark on a 32-unit tile; `corner` rounds the tile, `scale` shrinks the wheel about the centre. */
function markSvg(size: number, corner: number, scale: number): string {
  const wheel = `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">
    <circle cx="16" cy="16" r="9" fill="none" stroke="${INK}" stroke-width="3"/>
    <circle cx="16" cy="16" r="2.5" fill="${INK}"/>
    <path d="M16 7v6M16 19v6M7 16h6M19 16h6" stroke="${INK}" stroke-width="1.6"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${corner}" fill="${AMBER}"/>${wheel}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, corner: 8, scale: 1 },
  { file: 'icon-512.png', size: 512, corner: 8, scale: 1 },
  // the wheel (21 of 32 units across) shrunk to 75 %: within the 80 % safe circle with room to spare
  { file: 'maskable-192.png', size: 192, corner: 0, scale: 0.75 },
  { file: 'maskable-512.png', size: 512, corner: 0, scale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, corner: 0, scale: 0.85 },
];

await mkdir(outDir, { recursive: true });
for (const icon of ICONS) {
  const file = path.join(outDir, icon.file);
  await sharp(Buffer.from(markSvg(icon.size, icon.corner, icon.scale)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(file);
  console.info(`wrote ${path.relative(process.cwd(), file)} (${icon.size} px)`);
}
