import type { Page } from 'playwright-core';

/** A PNG drawn in the page: a QR-like grid (`qr`), an avatar, or a payment receipt (`voucher`). */
export async function drawPng(page: Page, kind: 'qr' | 'avatar' | 'voucher'): Promise<Buffer> {
  const dataUrl = await page.evaluate((k) => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 240;
    const g = c.getContext('2d')!;
    if (k === 'voucher') {
      g.fillStyle = '#f7f4ec';
      g.fillRect(0, 0, 240, 240);
      g.fillStyle = '#1b2a41';
      g.fillRect(0, 0, 240, 44);
      g.fillStyle = '#fff';
      g.font = 'bold 18px sans-serif';
      g.fillText('PAYMENT RECEIPT', 40, 28);
      g.fillStyle = '#222';
      g.font = '15px sans-serif';
      ['Amount  500.00 USDT', 'Network  TRC20', 'Status  Confirmed'].forEach((line, i) =>
        g.fillText(line, 24, 90 + i * 34),
      );
    } else if (k === 'avatar') {
      const grad = g.createLinearGradient(0, 0, 240, 240);
      grad.addColorStop(0, '#e6cd96');
      grad.addColorStop(1, '#8a6d3b');
      g.fillStyle = grad;
      g.fillRect(0, 0, 240, 240);
      g.fillStyle = '#1a1408';
      g.font = 'bold 110px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('T7', 120, 128);
    } else {
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 240, 240);
      g.fillStyle = '#000';
      let seed = 7;
      for (let y = 0; y < 24; y++)
        for (let x = 0; x < 24; x++) {
          seed = (seed * 1103515245 + 12345) % 2147483648;
          if (seed % 3 === 0) g.fillRect(x * 10, y * 10, 10, 10);
        }
      for (const [x, y] of [
        [0, 0],
        [170, 0],
        [0, 170],
      ] as const) {
        g.fillRect(x, y, 70, 70);
        g.fillStyle = '#fff';
        g.fillRect(x + 10, y + 10, 50, 50);
        g.fillStyle = '#000';
        g.fillRect(x + 20, y + 20, 30, 30);
      }
    }
    return c.toDataURL('image/png');
  }, kind);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
