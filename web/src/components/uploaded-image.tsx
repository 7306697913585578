import { imageSources } from '#web/lib/image-sources.ts';

export interface UploadedImageProps {
  /** the stored URL (`/uploads/…`); other URLs are shown as they are */
  src: string;
  alt: string;
  /**
   * Intrinsic size for the attributes: the fixed-ratio box the image fills (its stored size is not
   * known here), so the browser reserves the space before the bytes arrive.
   */
  width: number;
  height: number;
  /** the width it is shown at, for choosing a rendition (see imageSources) */
  sizes: string;
  className?: string;
  /** the first image above the fold: fetched at high priority, never lazily */
  priority?: boolean;
}

/**
 * An uploaded image as a `<picture>`: its WebP renditions first, the stored png/jpeg as the fallback.
 * The `<picture>` box is `display: contents`, so the `<img>` sizes itself in its parent as before.
 */
export function UploadedImage({ src, alt, width, height, sizes, className, priority = false }: UploadedImageProps) {
  const sources = imageSources(src, sizes);
  const img = (
    <img
      src={sources.src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
  if (!sources.srcSet) return img;
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={sources.srcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
