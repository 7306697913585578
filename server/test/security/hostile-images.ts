import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { solidPng } from '#server/test/test-images.ts';

/**
 * Files an attacker uploads as "images": text and markup in disguise, polyglots whose header is a
 * real image format, a truncated image, an oversized file and a decompression bomb.
 */

/** Bytes that must never survive into a stored file. */
export const PAYLOAD_MARKERS = ['<?php', '<script', 'alert(', 'onload='];

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n';
const PHP = '<?php system($_GET["c"]); ?>';

export const textFile = () => Buffer.from('This is a plain text file, not an image.\n'.repeat(20));
export const htmlFile = () => Buffer.from(HTML);
export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
      '<script>alert(document.domain)</script><rect width="10" height="10"/></svg>\n',
  );

/** 'GIF89a' and then a web page: the sniffer says GIF, no decoder agrees. */
export const gifHeaderThenHtml = () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from(HTML)]);

/** A JPEG start-of-image and APP0 marker, then a script. */
export const jpegHeaderThenScript = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.from(HTML)]);

/** A real PNG with PHP and HTML appended after IEND: decodes fine, carries the payload. */
export async function pngWithTrailingPayload(): Promise<Buffer> {
  return Buffer.concat([await solidPng(64, 48), Buffer.from(PHP + HTML)]);
}

/** A real JPEG whose comment (COM) segment holds a script: decodes fine, carries the payload. */
export async function jpegWithCommentPayload(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#22aa66' } })
    .jpeg()
    .toBuffer();
  const comment = Buffer.from(PHP + HTML);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe]), u16(comment.length + 2), comment]);
  // right after SOI (FF D8), where any decoder skips a comment
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The first half of a noisy 256 × 256 PNG: a valid header, then the data stops. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

/** 20 MB behind a PNG signature: refused for its size before anything looks inside. */
export function twentyMegabytes(): Buffer {
  const bytes = Buffer.alloc(20 * 1024 * 1024, 0x41);
  PNG_SIGNATURE.copy(bytes, 0);
  return bytes;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/**
 * A valid PNG of `side` × `side` black pixels (1-bit greyscale), a few hundred KB on disk: decoded it
 * would need `side`² bytes of memory or more. 20 000 × 20 000 is 400 Mpx, ten times our 40 Mpx limit.
 */
export function pixelBombPng(side = 20_000): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + packed pixels
  const raw = Buffer.alloc(rowBytes * side); // filter 0, all pixels 0
  const header = Buffer.concat([u32(side), u32(side), Buffer.from([1, 0, 0, 0, 0])]);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
