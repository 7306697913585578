import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import { BIKE_PAINTS, renderAvatar, renderBikeImage, renderCouponImage } from './artwork.ts';
import { drawBike } from './bike-styles.ts';
import { bikeSvg } from './bike-svg.ts';
import {
  demoAadhaarLastFour,
  demoBirthDate,
  demoGstin,
  demoPlate,
  gstinCheckChar,
  panOfGstin,
} from './demo-identifiers.ts';
import { ID_CARD_SIZE, renderAadhaarSpecimen, renderPanSpecimen } from './id-card-artwork.ts';

describe('renderBikeImage', () => {
  it('draws a 1200×800 JPEG for every category', async () => {
    const paints = Object.keys(BIKE_PAINTS);
    const images = await Promise.all(
      BIKE_CATEGORIES.map((category, i) =>
        renderBikeImage({ category, colour: paints[i % paints.length] ?? 'Racing Red', variant: i % 3 }),
      ),
    );
    for (const image of images) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([1200, 800]);
    }
    // eleven categories, eleven different pictures
    expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(BIKE_CATEGORIES.length);
  });

  it('is deterministic, and the variant changes the picture', async () => {
    const a = await renderBikeImage({ category: 'Cruisers', colour: 'Teal Blue', variant: 0 });
    const b = await renderBikeImage({ category: 'Cruisers', colour: 'Teal Blue', variant: 0 });
    const c = await renderBikeImage({ category: 'Cruisers', colour: 'Teal Blue', variant: 1 });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('gives each category its own silhouette and accepts a hex paint', () => {
    const scooter = bikeSvg({ category: 'Scooters', paint: '#123456', variant: 0 });
    const sport = bikeSvg({ category: 'Sportbikes', paint: '#123456', variant: 0 });
    expect(scooter).not.toBe(sport);
    expect(scooter).toContain('#123456');
    // an unknown category still draws a motorcycle (the naked standard)
    const livery = {
      base: '#123456',
      light: '#345678',
      dark: '#012345',
      accent: '#f97316',
      rim: '#1f2226',
      alt: false,
    };
    expect(drawBike('Unknown', livery)).toEqual(drawBike('Standard & Naked', livery));
  });
});

describe('renderAvatar and renderCouponImage', () => {
  it('draws a 256×256 PNG avatar with transparent corners', async () => {
    const png = await renderAvatar('vr', '#0f766e');
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([256, 256, true]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // top-left pixel's alpha
  });

  it('draws an 800×400 coupon banner and escapes its texts', async () => {
    const jpg = await renderCouponImage('20% OFF', 'Tom & Jerry <Ride>', ['#f97316', '#db2777']);
    const meta = await sharp(jpg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 400]);
  });
});

describe('renderAadhaarSpecimen and renderPanSpecimen', () => {
  it('draws 960×600 JPEG cards, the same bytes every time, escaping their texts', async () => {
    const holder = { name: 'Tom & Jerry <Rao>', birthDate: '01/02/1990', city: 'Goa' };
    const aadhaar = await renderAadhaarSpecimen(holder, '1234');
    const pan = await renderPanSpecimen(holder, 'ABCPR1234D');
    for (const card of [aadhaar, pan]) {
      const meta = await sharp(card).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...ID_CARD_SIZE]);
    }
    expect((await renderAadhaarSpecimen(holder, '1234')).equals(aadhaar)).toBe(true);
    expect(aadhaar.equals(pan)).toBe(false);
  });
});

describe('demo identifiers', () => {
  it("takes the PAN from the partner's GSTIN; seeds the Aadhaar digits and the date of birth", () => {
    expect(panOfGstin(demoGstin('29', 'Rao', 'seed'))).toMatch(/^[A-Z]{3}PR\d{4}[A-Z]$/);
    expect(demoAadhaarLastFour('a@b.demo')).toMatch(/^\d{4}$/);
    expect(demoAadhaarLastFour('a@b.demo')).toBe(demoAadhaarLastFour('a@b.demo'));
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect(demoBirthDate(seed)).toMatch(/^(0[1-9]|1\d|2[0-8])\/(0[1-9]|1[0-2])\/19(7[5-9]|[89]\d)$/);
    }
  });

  it('makes GSTINs with a valid check character', () => {
    // a published sample GSTIN
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    const gstin = demoGstin('29', 'Rao', 'seed');
    expect(gstin).toMatch(/^29[A-Z]{3}PR\d{4}[A-Z]1Z[0-9A-Z]$/);
    expect(gstin.charAt(14)).toBe(gstinCheckChar(gstin.slice(0, 14)));
  });

  it('makes unique number plates', () => {
    const taken = new Set<string>();
    const plates = Array.from({ length: 50 }, () => demoPlate('KA', ['03'], 42, taken));
    expect(new Set(plates).size).toBe(50);
    for (const plate of plates) expect(plate).toMatch(/^KA 03 [A-Z]{2} \d{4}$/);
  });
});
