import { afterEach, describe, expect, it } from 'vitest';
import { imageSources, preloadImage, RENDITION_WIDTHS } from './image-sources.ts';

const id = '3f2b9c1e-8a4d-4e5f-9b6a-0c1d2e3f4a5b';

describe('imageSources', () => {
  it('lists the WebP renditions of an uploaded png or jpeg, keeping the original as src', () => {
    for (const ext of ['png', 'jpg']) {
      const url = `/uploads/${id}.${ext}`;
      expect(imageSources(url, '(min-width: 640px) 288px, 100vw')).toEqual({
        src: url,
        srcSet: `/uploads/${id}.w320.webp 320w, /uploads/${id}.w640.webp 640w, /uploads/${id}.w1280.webp 1280w`,
        sizes: '(min-width: 640px) 288px, 100vw',
      });
    }
    expect(RENDITION_WIDTHS).toEqual([320, 640, 1280]);
  });

  it('gives a GIF, a preview or any other URL no renditions (they would 404)', () => {
    for (const url of [
      `/uploads/${id}.gif`,
      'blob:http://localhost/1234',
      '/images/demo-bike.png',
      `/uploads/bikes/${id}.jpg`,
      `/uploads/${id}.png?v=1`,
      `https://cdn.example.test/uploads/${id}.png`,
      `/uploads/${id.toUpperCase()}.png`,
      `/uploads/${id}.w640.webp`,
      '',
    ]) {
      expect(imageSources(url, '100vw'), url).toEqual({ src: url });
    }
  });
});

describe('preloadImage', () => {
  const links = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  afterEach(() => links().forEach((link) => link.remove()));

  it('offers the browser the same WebP candidates and sizes as the <picture>, at high priority', () => {
    preloadImage(`/uploads/${id}.png`, '(min-width: 640px) 288px, 100vw');
    const [link] = links();
    expect(link?.getAttribute('imagesrcset')).toBe(imageSources(`/uploads/${id}.png`, '').srcSet);
    expect(link?.getAttribute('imagesizes')).toBe('(min-width: 640px) 288px, 100vw');
    expect(link?.getAttribute('type')).toBe('image/webp');
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads an image without renditions by its URL', () => {
    preloadImage('/images/demo-bike.png', '100vw');
    expect(links().map((link) => [link.getAttribute('href'), link.getAttribute('imagesrcset')])).toEqual([
      ['/images/demo-bike.png', null],
    ]);
  });
});
