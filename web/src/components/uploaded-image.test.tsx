import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { UploadedImage } from './uploaded-image.tsx';

afterEach(cleanup);

const url = '/uploads/3f2b9c1e-8a4d-4e5f-9b6a-0c1d2e3f4a5b.jpg';

describe('UploadedImage', () => {
  it('offers the WebP renditions in a <picture>, the stored image as the fallback, with its box size', () => {
    render(<UploadedImage src={url} alt="Classic 350" width={600} height={400} sizes="50vw" className="size-full" />);
    const img = screen.getByRole('img', { name: 'Classic 350' });
    expect(img.getAttribute('src')).toBe(url);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['600', '400']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    const source = picture?.querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toContain('.w640.webp 640w');
    expect(source?.getAttribute('sizes')).toBe('50vw');
    // The <source> comes first, or the browser would never consider it.
    expect(picture?.firstElementChild).toBe(source);
  });

  it('fetches the first image above the fold at once and at high priority', () => {
    render(<UploadedImage src={url} alt="First" width={600} height={400} sizes="50vw" priority />);
    const img = screen.getByRole('img', { name: 'First' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBeNull();
  });

  it('shows an image without renditions as a plain <img>', () => {
    render(<UploadedImage src="blob:preview" alt="Preview" width={64} height={48} sizes="64px" />);
    const img = screen.getByRole('img', { name: 'Preview' });
    expect(img.getAttribute('src')).toBe('blob:preview');
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(document.querySelector('source')).toBeNull();
  });
});
