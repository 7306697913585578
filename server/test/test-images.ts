import sharp from 'sharp';

/** Small real images for the storage tests, made on the fly. */
export function solidPng(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF (camera, copyright, GPS-like text) and orientation 6 (rotate 90° to view). */
export function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Home address 12.97N 77.59E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A three-frame animated GIF. */
export async function animatedGif(width = 30, height = 20): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}
