import { wrapText } from '../data/share';

/** What the invite poster shows: the site's name, a tagline, the QR of the link and the code. */
export interface PosterContent {
  siteName: string;
  tagline: string;
  /** e.g. "Invite code" */
  codeLabel: string;
  code: string;
  /** e.g. "Scan to register" */
  scanHint: string;
  /** A canvas with the QR code of the link already drawn. */
  qr: HTMLCanvasElement;
}

/** The poster's size in CSS pixels (drawn at 2× for sharp text). */
export const POSTER_WIDTH = 375;
export const POSTER_HEIGHT = 620;
const SCALE = 2;
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", sans-serif';

/** Draws the poster on `canvas` (resized to it) and returns it. */
export function drawPoster(canvas: HTMLCanvasElement, c: PosterContent): HTMLCanvasElement {
  canvas.width = POSTER_WIDTH * SCALE;
  canvas.height = POSTER_HEIGHT * SCALE;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  g.scale(SCALE, SCALE);
  const W = POSTER_WIDTH;
  const bg = g.createLinearGradient(0, 0, 0, POSTER_HEIGHT);
  bg.addColorStop(0, '#0d1016');
  bg.addColorStop(1, '#1c222c');
  g.fillStyle = bg;
  g.fillRect(0, 0, W, POSTER_HEIGHT);
  // accent band
  g.fillStyle = '#d4ba83';
  g.fillRect(0, 0, W, 6);

  g.textAlign = 'center';
  g.textBaseline = 'alphabetic';
  g.fillStyle = '#d4ba83';
  g.font = `700 30px ${FONT}`;
  g.fillText(c.siteName, W / 2, 70, W - 40);

  g.fillStyle = '#eaecef';
  g.font = `500 18px ${FONT}`;
  const lines = wrapText(c.tagline, W - 60, (s) => g.measureText(s).width, 3);
  lines.forEach((line, i) => g.fillText(line, W / 2, 112 + i * 26));

  // the QR on a white card
  const size = 210;
  const top = 200;
  g.fillStyle = '#ffffff';
  roundRect(g, (W - size - 24) / 2, top - 12, size + 24, size + 24, 14);
  g.fill();
  g.drawImage(c.qr, (W - size) / 2, top, size, size);

  g.fillStyle = '#b7bdc6';
  g.font = `400 15px ${FONT}`;
  g.fillText(c.scanHint, W / 2, top + size + 48, W - 40);

  g.fillStyle = '#848e9c';
  g.font = `400 14px ${FONT}`;
  g.fillText(c.codeLabel, W / 2, top + size + 96, W - 40);
  g.fillStyle = '#d4ba83';
  g.font = `700 32px ${FONT}`;
  g.fillText(c.code, W / 2, top + size + 136, W - 40);
  return canvas;
}

function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/** The canvas as a PNG blob (null when the browser cannot encode it). */
export const posterBlob = (canvas: HTMLCanvasElement): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
