import * as QRCode from 'qrcode';

/**
 * The app's QR codes, all made by `qrcode`: an inline SVG for screens, a PNG data URL for "save image" and a
 * canvas for pictures drawn on a canvas (the invite poster). Every call rejects when the text cannot be encoded
 * (too long for a QR symbol); callers then show nothing.
 */

export interface QrLook {
  /** Module colour, `#rrggbb`. */
  dark: string;
  /** Background colour, `#rrggbb`. */
  light?: string;
  /** Quiet zone in modules around the symbol. */
  margin?: number;
}

/** Error correction M: survives a smudged or glaring phone screen at the sizes the app draws. */
const LEVEL = 'M';

function options(widthPx: number, { dark, light = '#ffffff', margin = 2 }: QrLook) {
  return { errorCorrectionLevel: LEVEL, width: widthPx, margin, color: { dark, light } } as const;
}

/** The QR code of `text` as SVG markup, `widthPx` square including the quiet zone. */
export function qrSvg(text: string, widthPx: number, look: QrLook): Promise<string> {
  return QRCode.toString(text, { ...options(widthPx, look), type: 'svg' });
}

/** The QR code of `text` as a PNG data URL about `widthPx` square. */
export function qrPngDataUrl(text: string, widthPx: number, look: QrLook): Promise<string> {
  return QRCode.toDataURL(text, { ...options(widthPx, look), type: 'image/png' });
}

/** The QR code of `text` drawn on a new canvas about `widthPx` square. */
export function qrCanvas(text: string, widthPx: number, look: QrLook): Promise<HTMLCanvasElement> {
  return QRCode.toCanvas(text, options(widthPx, look));
}
