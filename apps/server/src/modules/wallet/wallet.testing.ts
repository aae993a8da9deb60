import type { DepositRecord, WalletBalances } from '@meridian/contract/wallet';
import type { TestApp } from '../../../test/test-app';
import { get, lastCode, post, uniqueIp } from '../../../test/api';
import { newUser, uploadImage } from '../settings/settings.testing';

/** Test helpers shared by the funds and operator integration tests. */

export const USDT = 3;
export const TRC20_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';
export const PAY_PASSWORD = 'pay123456';
/** Reviewer id recorded when a test approves the user's identity through the service directly. */
const KYC_REVIEWER = 1;

/** A user with e-mail + phone, Lv1 verified, a pay password and a saved USDT (TRC20) address. */
export async function verifiedUser(t: TestApp) {
  const u = await newUser(t, { phone: true });
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  await post(
    t.app,
    '/user/real',
    { real_type: 1, id_type: 1, name: 'Jane Doe', card_id: `P${uid}X${Date.now() % 1e6}` },
    { token: u.token },
  );
  const queue = await t.services.kyc.listForReview({ page: 1, limit: 100 });
  await t.services.kyc.approve(queue.data.find((i) => i.user_id === uid)!.id, KYC_REVIEWER);
  await post(
    t.app,
    '/sms_mail',
    { user_string: u.email, scene: 'pay_password' },
    { token: u.token, ip: uniqueIp() },
  );
  const code = await lastCode(t.dataDir, u.email, 'pay_password');
  await post(
    t.app,
    '/safe/update_password',
    { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code },
    { token: u.token },
  );
  const qrcode = await uploadImage(t, u.token);
  const saved = await post(
    t.app,
    '/user/wallet/save',
    { currency: USDT, network: 'TRC20', name: 'Main', address: TRC20_ADDRESS, qrcode },
    { token: u.token },
  );
  return { ...u, uid, addressId: (saved.body.message as { id: number }).id };
}

/** The caller's spot (change) balance row of a currency, through POST /wallet/list. */
export async function spotBalance(t: TestApp, token: string, currency = USDT) {
  const wallets = (await post(t.app, '/wallet/list', {}, { token })).body.message as WalletBalances;
  return wallets.change_wallet.balance.find((r) => r.currency === currency)!;
}

/** A pending USDT (TRC20) deposit claim with an uploaded voucher, through POST /wallet/charge_req. */
export async function claimDeposit(t: TestApp, token: string, amount: string): Promise<DepositRecord> {
  const voucher = await uploadImage(t, token);
  const claim = await post(
    t.app,
    '/wallet/charge_req',
    { currency: USDT, amount, account: 'bank ref 77', network: 'TRC20', voucher },
    { token },
  );
  if (claim.body.type !== 'ok') throw new Error(`charge_req failed: ${JSON.stringify(claim.body)}`);
  return claim.body.message as DepositRecord;
}
