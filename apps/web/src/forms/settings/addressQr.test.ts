import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, QR_MARGIN, QR_SCALE, addressQrFile, encodePng, qrBitmap } from './addressQr';

/** Reads back an 8-bit grayscale PNG written by encodePng: size and pixels, checking every chunk's CRC. */
function readPng(png: Uint8Array): { size: number; gray: Uint8Array; types: string[] } {
  expect([...png.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  let size = 0;
  let idat = new Uint8Array();
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    types.push(type);
    if (type === 'IHDR') {
      size = view.getUint32(at + 8);
      expect(view.getUint32(at + 12)).toBe(size);
      expect([data[8], data[9]]).toEqual([8, 0]);
    }
    if (type === 'IDAT') idat = new Uint8Array([...idat, ...data]);
    at += 12 + length;
  }
  const raw = inflateSync(idat);
  const gray = new Uint8Array(size * size);
  for (let y = 0; y < size; y += 1) {
    expect(raw[y * (size + 1)]).toBe(0);
    gray.set(raw.subarray(y * (size + 1) + 1, (y + 1) * (size + 1)), y * size);
  }
  return { size, gray, types };
}

function decode(size: number, gray: Uint8Array): string | undefined {
  const rgba = new Uint8ClampedArray(size * size * 4);
  gray.forEach((g, i) => rgba.set([g, g, g, 255], i * 4));
  return jsQR(rgba, size, size)?.data;
}

const ADDRESSES = [
  'TQ5NkFD7b9aCwVJr1mT8rZ2wW3k4pE6uGh',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
];

describe('address QR', () => {
  it.each(ADDRESSES)('draws a symbol that decodes back to %s', (address) => {
    const { size, gray } = qrBitmap(address);
    expect(size % QR_SCALE).toBe(0);
    // the quiet zone is white
    expect(gray.subarray(0, size * QR_MARGIN * QR_SCALE).every((g) => g === 255)).toBe(true);
    expect(decode(size, gray)).toBe(address);
  });

  it('writes a valid grayscale PNG whose pixels decode back to the address', async () => {
    const address = ADDRESSES[0] ?? '';
    const bitmap = qrBitmap(address);
    const png = await encodePng(bitmap);
    const read = readPng(png);
    expect(read.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(read.size).toBe(bitmap.size);
    expect(read.gray).toEqual(bitmap.gray);
    expect(decode(read.size, read.gray)).toBe(address);
    expect(png.length).toBeLessThan(20_000);
  });

  it('makes an image/png file of the trimmed address for the upload call', async () => {
    const file = await addressQrFile(`  ${ADDRESSES[1] ?? ''} \n`);
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('address-qr.png');
    const read = readPng(new Uint8Array(await file.arrayBuffer()));
    expect(decode(read.size, read.gray)).toBe(ADDRESSES[1]);
  });
});
