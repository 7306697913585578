/**
 * The WebP renditions the server writes beside every public png/jpeg upload, by convention
 * `/uploads/<uuid>.png` → `/uploads/<uuid>.w<width>.webp` (server/features/files/storage-paths.ts; the
 * web app cannot import the server, and server/plugins/uploads.test.ts checks that both sides agree).
 * A width above the original is served at the original's size, so every name of the list exists.
 */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;

/** Our own stored png/jpeg names; GIFs (animations), blob: previews and other URLs have no renditions. */
const UPLOADED_STILL = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:png|jpg)$/;

export interface ImageSources {
  /** the stored image itself: the fallback, and what `<img src>` keeps */
  src: string;
  /** the WebP candidates for `<source type="image/webp">`, when the image has renditions */
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an uploaded image URL. `sizes` is the width the image is shown at
 * (a media-query list such as `(min-width: 640px) 288px, 100vw`), so the browser picks the smallest
 * rendition that fills it at the screen's pixel density.
 */
export function imageSources(url: string, sizes: string): ImageSources {
  const id = UPLOADED_STILL.exec(url)?.[1];
  if (!id) return { src: url };
  const srcSet = RENDITION_WIDTHS.map((width) => `/uploads/${id}.w${width}.webp ${width}w`).join(', ');
  return { src: url, srcSet, sizes };
}

/**
 * Starts downloading an uploaded image before React renders it: a `<link rel="preload">` with the
 * candidates and `sizes` of its `<picture>`, so the browser picks the same file and the `<img>` finds
 * it on its way. For the page's largest image, once the answer that names it has arrived.
 */
export function preloadImage(url: string, sizes: string): void {
  const { src, srcSet } = imageSources(url, sizes);
  const link = document.createElement('link');
  const attributes: Record<string, string> = srcSet
    ? // only where WebP is supported, as the <picture>'s <source> is
      { rel: 'preload', as: 'image', fetchpriority: 'high', type: 'image/webp', imagesrcset: srcSet, imagesizes: sizes }
    : { rel: 'preload', as: 'image', fetchpriority: 'high', href: src };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
