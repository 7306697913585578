import sharp from 'sharp';
import { expect, type Locator } from '@playwright/test';

/** A file for `locator.setInputFiles()`, made in memory. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real PNG (a coloured card with a white panel, like a photographed document), so the server's
 * magic-byte check and image processing accept it and the browser can decode what comes back.
 */
export async function pngFile(name: string, background: string, width = 640, height = 400): Promise<FilePayload> {
  const panel = Buffer.from(
    `<svg width="${width}" height="${height}"><rect x="24" y="24" width="${width - 48}" height="${height - 48}" rx="20" fill="white" opacity="0.85"/></svg>`,
  );
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: panel }])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A plain-text file: not an image, whatever it is named. */
export function textFile(name: string): FilePayload {
  return { name, mimeType: 'text/plain', buffer: Buffer.from('this is not an image\n') };
}

/**
 * Waits until the `<img>` at `locator` has loaded and decoded a real picture (naturalWidth > 0). A
 * broken or blocked URL keeps naturalWidth at 0, which a visibility check alone would not notice.
 * Lazy images only load near the viewport, so the image is scrolled into view first.
 */
export async function expectImageLoaded(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        locator.evaluate((element) =>
          element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0,
        ),
      { message: 'the image loaded (naturalWidth > 0)' },
    )
    .toBeGreaterThan(0);
}
