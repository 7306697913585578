/*
 * The boxes the card images fill, shared by the cards and by the code that preloads a page's first
 * image (areas/customer/start-page-data.ts): a preload with other `sizes` would fetch a rendition
 * the card does not use.
 */

/** A bike photo: a 3:2 box; one column (or a swipe row) on phones, up to four in 72rem. */
export const BIKE_PHOTO = {
  width: 600,
  height: 400,
  sizes: '(min-width: 1280px) 270px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 90vw',
} as const;

/** A coupon's artwork: a 2:1 box; one, two or three columns in 72rem. */
export const COUPON_ART = {
  width: 800,
  height: 400,
  sizes: '(min-width: 1024px) 360px, (min-width: 640px) 46vw, 90vw',
} as const;
