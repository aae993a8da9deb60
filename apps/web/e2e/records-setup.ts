import { createOperator, opsLogin, opsStepUp, type OpsSession } from './console';
import { call, fundByDeposit } from './funding';
import { readCode } from './harness';
import type { Journey } from './harness';
import { drawPng } from './images';

/**
 * A user with a statement of many kinds, through the APIs (the records journey looks at the screens): an
 * approved deposit, transfers to futures and options, a spot market buy, a conversion, a futures position
 * opened and closed, an option, a withdrawal paid and one waiting for review.
 */

/** One API call from test code (funding.ts). */
export const api = call;

export const userToken = async (j: Journey): Promise<string> =>
  (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';

const sessions = new Map<string, OpsSession>();

/** An operator made with the CLI, logged in (and enrolled) through the API: its token. */
export async function operatorToken(j: Journey, tag: string): Promise<string> {
  const email = `records-ops-${tag}-${Date.now()}@meridian.test`;
  const password = 'records-ops-pass-1';
  createOperator(j.server, email, password);
  const session = await opsLogin(j.server.baseUrl, email, password);
  sessions.set(session.token, session);
  return session.token;
}

/** A step-up proof of a money action for the operator of `token` (from operatorToken). */
export async function operatorProof(j: Journey, token: string, action: string): Promise<string> {
  const session = sessions.get(token);
  if (!session) throw new Error('not an operator token from operatorToken');
  return opsStepUp(j.server.baseUrl, session, action);
}

/** Phone bound, Lv1 identity approved by `ops`, a pay password set: what a withdrawal needs. */
export async function readyToWithdraw(j: Journey, email: string, ops: string): Promise<string> {
  const token = await userToken(j);
  const stamp = String(Date.now());
  const mobile = `556${stamp.slice(-7)}`;
  await api(j, 'sms_send', token, { mobile, area_code: '1', scene: 'bind_mobile' });
  const phoneCode = await readCode(j.server.dataDir, `+1 ${mobile}`, 'bind_mobile');
  await api(j, 'safe/mobile', token, { mobile, area_code: '1', code: phoneCode });
  await api(j, 'user/real', token, {
    real_type: 1,
    id_type: 1,
    name: 'Ana Souza',
    card_id: `R${stamp.slice(-8)}`,
  });
  const queue = await api<{ data: { id: number; account: string }[] }>(
    j,
    'ops/kyc/list?status=pending&limit=100',
    ops,
  );
  const mine = queue.data.find((k) => k.account.toLowerCase() === email.toLowerCase());
  if (!mine) throw new Error(`no pending identity for ${email}`);
  await api(j, 'ops/kyc/approve', ops, { id: mine.id });
  await api(j, 'sms_mail', token, { user_string: email, scene: 'pay_password' });
  const code = await readCode(j.server.dataDir, email, 'pay_password');
  const payPassword = 'Pay#73915';
  await api(j, 'safe/update_password', token, {
    password: payPassword,
    re_password: payPassword,
    code,
    type: 'email',
  });
  return payPassword;
}

/** A saved USDT-TRC20 address (with its uploaded QR image): its id. */
export async function savedAddress(j: Journey): Promise<number> {
  const token = await userToken(j);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await drawPng(j.page, 'qr'))], { type: 'image/png' }),
    'qr.png',
  );
  const up = await fetch(`${j.server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const qrcode = ((await up.json()) as { message: string }).message;
  const saved = await api<{ id: number }>(j, 'user/wallet/save', token, {
    currency: 3,
    network: 'TRC20',
    name: 'Hardware wallet',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    qrcode,
  });
  return saved.id;
}

/** Entries of many kinds for the page's user (signed up, identity not yet verified). */
export async function makeHistory(
  j: Journey,
  email: string,
): Promise<{ ops: string; payPassword: string; pendingWithdrawal: number }> {
  const ops = await operatorToken(j, 'history');
  const payPassword = await readyToWithdraw(j, email, ops);
  await fundByDeposit(j, '2000');
  const token = await userToken(j);
  const move = (number: string, to_field: string) =>
    api(j, 'wallet/change', token, { currency_id: 3, number, from_field: 'change', to_field });
  await move('500', 'lever');
  await move('100', 'micro');
  await api(j, 'coin/trade', token, {
    currency_id: 1,
    legal_id: 3,
    side: 'buy',
    type: 'market',
    amount: '0.001',
  });
  await api(j, 'user/Transfer', token, { number: '10', from_currency_id: 3, to_currency_id: 2 });
  const position = await api<{ id: number }>(j, 'lever/submit', token, {
    currency_id: 1,
    legal_id: 3,
    type: 1,
    share: 1,
    multiple: 10,
  });
  await api(j, 'lever/close', token, { id: position.id });
  await api(j, 'microtrade/submit', token, { match_id: 1, type: 'up', seconds: 30, number: '10' });
  const address = await savedAddress(j);
  const paid = await api<{ id: number }>(j, 'wallet/out', token, {
    currency: 3,
    number: '100',
    address_id: address,
    pay_password: payPassword,
  });
  const step_up = await operatorProof(j, ops, 'withdrawal.approve');
  await api(j, 'ops/withdrawals/approve', ops, { id: paid.id, step_up });
  const pending = await api<{ id: number }>(j, 'wallet/out', token, {
    currency: 3,
    number: '50',
    address_id: address,
    pay_password: payPassword,
  });
  return { ops, payPassword, pendingWithdrawal: pending.id };
}

/** A pending USDT-TRC20 deposit claim of the page's user with an uploaded voucher (the address is configured). */
export async function claimDeposit(j: Journey, amount: string): Promise<number> {
  const token = await userToken(j);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await drawPng(j.page, 'voucher'))], { type: 'image/png' }),
    'voucher.png',
  );
  const up = await fetch(`${j.server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const voucher = ((await up.json()) as { message: string }).message;
  const claim = await api<{ id: number }>(j, 'wallet/charge_req', token, {
    currency: 3,
    amount,
    network: 'TRC20',
    account: 'records journey',
    voucher,
  });
  return claim.id;
}
