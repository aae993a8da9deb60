import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { QR_MARGIN, QR_SCALE, addressQrFile, qrPng } from './addressQr';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's RGBA pixels, read by a PNG decoder. */
function readPng(png: Uint8Array): { width: number; height: number; data: Uint8Array } {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  return PNG.sync.read(Buffer.from(png));
}

/** The text of the QR code in the picture, as a QR reader sees it. */
function decode(png: Uint8Array): string {
  const { width, height, data } = readPng(png);
  return decodeQR({ width, height, data });
}

const ADDRESSES = [
  'TQ5NkFD7b9aCwVJr1mT8rZ2wW3k4pE6uGh',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
];

describe('address QR', () => {
  it.each(ADDRESSES)('draws a PNG whose pixels decode back to %s', async (address) => {
    const png = await qrPng(address);
    const { width, height, data } = readPng(png);
    expect(width).toBe(height);
    expect(width % QR_SCALE).toBe(0);
    // the quiet zone (the top rows here) is opaque white
    expect(data.subarray(0, width * 4 * QR_MARGIN * QR_SCALE).every((v) => v === 255)).toBe(true);
    // and the symbol itself has dark modules
    expect(data.some((v) => v === 0)).toBe(true);
    expect(decode(png)).toBe(address);
    expect(png.length).toBeLessThan(20_000);
  });

  it('makes an image/png file of the trimmed address for the upload call', async () => {
    const file = await addressQrFile(`  ${ADDRESSES[1] ?? ''} \n`);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('address-qr.png');
    expect(decode(new Uint8Array(await file.arrayBuffer()))).toBe(ADDRESSES[1]);
  });

  it('refuses a text too long for any QR symbol instead of making a broken picture', async () => {
    await expect(addressQrFile('x'.repeat(3000))).rejects.toThrow();
  });
});
