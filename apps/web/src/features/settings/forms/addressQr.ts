import * as QRCode from 'qrcode';

/**
 * The address QR image the add-address form requires, generated from the typed address as a PNG by `qrcode`
 * (a canvas in the browser), which the form uploads through the usual upload call — the server keeps receiving
 * an uploaded image reference.
 */

/** Pixels per module and quiet-zone modules around the symbol (the standard asks for 4). */
export const QR_SCALE = 8;
export const QR_MARGIN = 4;

/** The bytes of a base64 `data:` URL. */
function dataUrlBytes(url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The QR symbol of `text` as PNG bytes: error correction M, black on white, scale 8, 4-module quiet zone. */
export async function qrPng(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const url = await QRCode.toDataURL(text, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    scale: QR_SCALE,
    margin: QR_MARGIN,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return dataUrlBytes(url);
}

/** The address's QR code as a PNG file, ready for the upload call. */
export async function addressQrFile(address: string): Promise<File> {
  return new File([await qrPng(address.trim())], 'address-qr.png', { type: 'image/png' });
}
