import * as QRCode from 'qrcode';

/**
 * The address QR image the add-address form requires (spec §5), generated from the typed address: the
 * `qrcode` package computes the modules, and a small PNG writer turns them into an 8-bit grayscale PNG
 * (zlib through the platform's CompressionStream, available in browsers and Node), which the form uploads
 * through the usual upload call — the server keeps receiving an uploaded image reference.
 */

export interface QrBitmap {
  /** Side in pixels (the image is square). */
  size: number;
  /** One byte per pixel, row by row: 0 black, 255 white. */
  gray: Uint8Array;
}

/** Pixels per module and quiet-zone modules around the symbol (the standard asks for 4). */
export const QR_SCALE = 8;
export const QR_MARGIN = 4;

/** The QR symbol of `text` as grayscale pixels (error correction M, scale 8, 4-module quiet zone). */
export function qrBitmap(text: string, scale = QR_SCALE, margin = QR_MARGIN): QrBitmap {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const size = (count + 2 * margin) * scale;
  const gray = new Uint8Array(size * size).fill(255);
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (!modules.get(row, col)) continue;
      const top = (row + margin) * scale;
      const left = (col + margin) * scale;
      for (let y = top; y < top + scale; y += 1) gray.fill(0, y * size + left, y * size + left + scale);
    }
  }
  return { size, gray };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** An 8-bit grayscale PNG of the bitmap (filter 0 on every row). */
export async function encodePng({ size, gray }: QrBitmap): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grayscale (compression, filter, interlace stay 0)
  const raw = new Uint8Array(size * (size + 1));
  for (let y = 0; y < size; y += 1) raw.set(gray.subarray(y * size, (y + 1) * size), y * (size + 1) + 1);
  const parts = [
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await zlib(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    png.set(p, at);
    at += p.length;
  }
  return png;
}

/** The address's QR code as a PNG file, ready for the upload call. */
export async function addressQrFile(address: string): Promise<File> {
  const png = await encodePng(qrBitmap(address.trim()));
  return new File([png as Uint8Array<ArrayBuffer>], 'address-qr.png', { type: 'image/png' });
}
