// One-off: renders the installable app's PNG icons from apps/web/public/logo.svg with Chromium (playwright-core).
// Run from the repository root: node scripts/render-pwa-icons.mjs  (needs /usr/bin/chromium). The PNGs are committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'apps/web/public/logo.svg'), 'utf8');
const out = path.join(root, 'apps/web/public/icons');
const BG = '#0f1218';

/** `any` icons are the logo edge to edge; maskable ones keep it inside the 80 % safe zone on the background. */
const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  { file: 'maskable-192.png', size: 192, scale: 0.7 },
  { file: 'maskable-512.png', size: 512, scale: 0.7 },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.84 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { file, size, scale } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    const body = svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${scale < 1 ? BG : 'transparent'}">${body}</body></html>`,
    );
    await page.screenshot({ path: path.join(out, file), omitBackground: scale === 1 });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${out}`);
