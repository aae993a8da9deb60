import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin, openConsole } from './console';
import type { ConsoleTab } from './console';
import { call } from './funding';
import { bootJourney, readCode, signUp, docsPath } from './harness';
import { drawPng } from './images';

/**
 * The console at 1280×800: the Lv2 identity review shows the submitted name, document type and number beside
 * the photos (a Lv2 submission holds only photos; the review shows what the user's Lv1 verified), and the wide
 * tables — IEO projects and the others with a fixed actions column — show every column: the table fits its
 * box (nothing to scroll to) and no header cell lies under the fixed actions column (bounding boxes).
 */

// its own install: the tables are measured with the install's content, not what other journeys created
const j = bootJourney({ ownServer: {} });
const stamp = Date.now();
const EMAIL = `kyc2.${stamp}@example.com`;
const PASSWORD = 'Secret#2024';
const OPS_EMAIL = `review-ops.${stamp}@meridian.test`;
const OPS_PASSWORD = 'Operator#2024';
const NAME = 'Lena Park';
const CARD = `P${String(stamp).slice(-8)}`;
const DOCS = docsPath('issue30');
mkdirSync(DOCS, { recursive: true });

let desk: ConsoleTab | undefined;
const needDesk = (): ConsoleTab => {
  if (!desk) throw new Error('the console is not open');
  return desk;
};

/** Uploads an identity photo as the page's user; answers its URL. */
async function photo(token: string): Promise<string> {
  const form = new FormData();
  const png = new Uint8Array(await drawPng(j.page, 'voucher'));
  form.append('file', new Blob([png], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${j.server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  return ((await res.json()) as { message: string }).message;
}

/** What hides a column on the current screen: a table wider than its box, a header cell under the fixed one. */
async function hiddenColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const table of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
      if (table.offsetParent === null) continue; // an inactive tab
      const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      if (scroller && scroller.scrollWidth > scroller.clientWidth + 1)
        out.push(`table ${scroller.scrollWidth}px in a ${scroller.clientWidth}px box`);
      const cells = [...table.querySelectorAll<HTMLElement>('.ant-table-thead > tr > th')];
      const fixed = cells.filter((c) => c.classList.contains('ant-table-cell-fix-right'));
      const box = table.getBoundingClientRect();
      for (const c of cells) {
        const r = c.getBoundingClientRect();
        const name = c.innerText.trim() || c.className;
        if (r.right > box.right + 1 || r.right > window.innerWidth + 1) out.push(`${name}: past the edge`);
        if (fixed.includes(c)) continue;
        for (const f of fixed) {
          const fr = f.getBoundingClientRect();
          if (r.right > fr.left + 1 && r.left < fr.right - 1)
            out.push(`${name}: under ${f.innerText.trim()}`);
        }
      }
    }
    return out;
  });
}

describe('console review at 1280×800', () => {
  it('the Lv2 identity review shows the name, document type and number beside the photos', async () => {
    const { server } = j;
    createOperator(server, OPS_EMAIL, OPS_PASSWORD);
    const ops = (await opsLogin(j.server.baseUrl, OPS_EMAIL, OPS_PASSWORD)).token;
    await signUp(j, EMAIL, PASSWORD);
    const token = (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const mobile = `558${String(stamp).slice(-7)}`;
    await call(j, 'sms_send', token, { mobile, area_code: '1', scene: 'bind_mobile' });
    const code = await readCode(server.dataDir, `+1 ${mobile}`, 'bind_mobile');
    await call(j, 'safe/mobile', token, { mobile, area_code: '1', code });
    await call(j, 'user/real', token, { real_type: 1, id_type: 1, name: NAME, card_id: CARD }); // a passport
    const queue = await call<{ data: { id: number; account: string }[] }>(
      j,
      'ops/kyc/list?status=pending&limit=100',
      ops,
    );
    const lv1 = queue.data.find((k) => k.account.toLowerCase() === EMAIL);
    if (!lv1) throw new Error(`no pending identity for ${EMAIL}`);
    await call(j, 'ops/kyc/approve', ops, { id: lv1.id });
    await call(j, 'user/real', token, {
      real_type: 2,
      front_pic: await photo(token),
      reverse_pic: await photo(token),
    });

    desk = await openConsole(j.page.context(), server.baseUrl, OPS_EMAIL, OPS_PASSWORD);
    await desk.open('kyc');
    const row = desk.rowOf(EMAIL);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Lv2');
    expect(text).toContain(NAME);
    expect(text).toContain(CARD);
    expect(text).toContain('Passport');
    // the photos are in the same row, and every cell is visible
    await expect(row.locator('img').count()).resolves.toBe(2);
    await desk.page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    expect(await hiddenColumns(desk.page)).toEqual([]);
    await desk.shot(path.join(DOCS, 'console-kyc-lv2-after.png'));
  });

  it('every wide table shows every column at 1280 px, none under the fixed actions column', async () => {
    const { page } = needDesk();
    const hidden: Record<string, string[]> = {};
    for (const screen of [
      'ieo',
      'lockming',
      'invest',
      'traders',
      'kyc',
      'deposits',
      'withdrawals',
      'otc',
      'nft',
      'content',
      'loans',
      'coupons',
      'jobs',
    ]) {
      await needDesk().open(screen);
      await page
        .locator('.ant-spin-spinning')
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => undefined);
      await page.waitForTimeout(300);
      const found = await hiddenColumns(page);
      if (found.length > 0) hidden[screen] = found;
      if (screen === 'ieo') {
        // the demo install has projects: the table is measured with its rows
        await expect(page.locator('tr[data-row-key]').count()).resolves.toBeGreaterThan(0);
        await needDesk().shot(path.join(DOCS, 'console-ieo-after.png'));
      }
    }
    expect(hidden).toEqual({});
  });
});
