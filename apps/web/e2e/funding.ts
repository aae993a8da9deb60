import { createOperator, opsLogin, opsStepUp } from './console';
import type { Journey } from './harness';

/**
 * Funds the journey's logged-in user the way real money arrives — a deposit claim with a voucher that an
 * operator approves — through the APIs only (money.e2e.ts drives the same path through the screens).
 */

/** A 1×1 PNG: the voucher image (the upload checks the content type from the bytes). */
const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/kJd6WQAAAABJRU5ErkJggg==',
  'base64',
);

interface Envelope<T> {
  type: string;
  message: T;
}

/** One API call from a journey's test code (GET without a body, POST with one): the ok payload, else throws. */
export async function call<T = unknown>(j: Journey, url: string, token: string, body?: object): Promise<T> {
  const res = await fetch(`${j.server.baseUrl}/api/${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: token },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(env)}`);
  return env.message;
}

let operators = 0;

/** Credits `amount` of currency `currencyId` (default USDT) to the page's user through an approved deposit. */
export async function fundByDeposit(j: Journey, amount: string, currencyId = 3): Promise<void> {
  const userToken = (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';
  operators += 1;
  const email = `funding-ops${operators}-${Date.now()}@meridian.test`;
  const password = 'funding-ops-pass-1';
  createOperator(j.server, email, password);
  const ops = await opsLogin(j.server.baseUrl, email, password);

  const addresses = await call<{ currency: number; network: string; address: string }[]>(
    j,
    'ops/deposit_addresses',
    ops.token,
  );
  const net = addresses.find((a) => a.currency === currencyId);
  if (!net) throw new Error(`no deposit network for currency ${currencyId}`);
  if (!net.address)
    await call(j, 'ops/deposit_addresses/set', ops.token, {
      currency: currencyId,
      network: net.network,
      address: 'TFundingJourneyAddress0000000001',
    });

  const form = new FormData();
  form.append('file', new Blob([VOUCHER_PNG], { type: 'image/png' }), 'voucher.png');
  const up = await fetch(`${j.server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: userToken },
    body: form,
  });
  const voucher = ((await up.json()) as Envelope<string>).message;
  const claim = await call<{ id: number }>(j, 'wallet/charge_req', userToken, {
    currency: currencyId,
    amount,
    network: net.network,
    account: 'journey funding',
    voucher,
  });
  const step_up = await opsStepUp(j.server.baseUrl, ops, 'deposit.approve');
  await call(j, 'ops/deposits/approve', ops.token, { id: claim.id, step_up });
}
