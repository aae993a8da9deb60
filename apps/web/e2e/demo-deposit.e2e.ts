import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOperator, openConsole } from './console';
import { ARTIFACTS_DIR, bootJourney, callAsUser, settle, signUp, spotShown } from './harness';
import { drawPng } from './images';

/**
 * A fresh demo install can deposit at once: every deposit network shows a demo address, labelled as one, and a
 * deposit claimed with a voucher on it is approved by an operator in the console and credited. The journey
 * boots a server of its own, so nothing another journey configured (an operator's address) is there.
 */

const j = bootJourney({ ownServer: {} });
const { shot, byTestId } = j;

interface WithAddresses {
  id: number;
  name: string;
  networks: string[];
  addresses: { network: string; address: string; demo: boolean }[];
}

describe('a fresh demo install', () => {
  it('shows a labelled demo address on every deposit network; a deposit on it is approved', async () => {
    const s = j.server;
    const stamp = Date.now();
    const email = `demo-deposit-${stamp}@meridian.test`;
    await signUp(j, email, 'Journey-pass-1');

    // every depositable currency has an address on every network, all demo (the seeding runs at start)
    let list: WithAddresses[] = [];
    await expect
      .poll(
        async () => {
          list = await callAsUser<WithAddresses[]>(j, 'wallet/currencies_with_deposit_address', {});
          return list.length > 0 && list.every((c) => c.addresses.length === c.networks.length);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT']));
    for (const c of list)
      for (const network of c.networks) {
        await j.page.goto(`${s.baseUrl}/h5/#/pages/fund/receive?currency=${c.id}`);
        if (c.networks.length > 1) await byTestId(`deposit-network-${network}`).click();
        const shown = c.addresses.find((a) => a.network === network)!;
        expect(shown.demo).toBe(true);
        await expect.poll(() => byTestId('deposit-address').innerText()).toBe(shown.address);
        await byTestId('deposit-demo-address').waitFor();
        await expect(byTestId('deposit-no-address').count()).resolves.toBe(0);
      }

    // the USDT-TRC20 demo address: a claim with a voucher, confirmed
    await j.page.goto(`${s.baseUrl}/h5/#/pages/fund/receive?currency=3`);
    await byTestId('deposit-network-TRC20').click();
    await expect
      .poll(() => byTestId('deposit-address').innerText())
      .toBe('demo-usdt-trc20-not-a-real-address');
    await byTestId('deposit-qr').locator('svg').waitFor();
    await settle(j.page);
    await shot('demo-deposit-address.png');
    j.toDocs(path.join(ARTIFACTS_DIR, 'demo-deposit-address.png'), 'issue30/demo-deposit-after.png');
    await j.page.locator('input[name="amount"]').fill('300');
    await byTestId('deposit-voucher-input').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: await drawPng(j.page, 'voucher'),
    });
    await byTestId('deposit-voucher-preview').waitFor();
    // the voucher is stored once its upload ends (the clear button shows then)
    await byTestId('deposit-voucher-clear').waitFor();
    await byTestId('deposit-submit').click();
    await j.page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    const row = j.page.locator('[data-testid^="deposit-row-"]').first();
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('300');

    // an operator approves it in the console; the balance shows in assets
    const opEmail = `demo-deposit-ops-${stamp}@meridian.test`;
    createOperator(s, opEmail, 'Operator-pass-1');
    const ops = await openConsole(j.page.context(), s.baseUrl, opEmail, 'Operator-pass-1');
    await ops.open('deposits');
    await ops.rowOf(email).locator('img').first().waitFor();
    await ops.approve(email);
    await ops.page.close();
    await expect.poll(() => spotShown(j, 'USDT'), { timeout: 15_000 }).toBe('300 / 0');
  });
});
