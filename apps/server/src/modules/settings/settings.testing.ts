import { randomInt } from 'node:crypto';
import type { TestApp } from '../../../test/test-app';
import { lastCode, post, registerAndLogin, uniqueIp } from '../../../test/api';

/** Test helpers shared by the settings, profile and KYC integration tests. */

/** An international card (SWIFT rail) as POST /user/cash_save_international takes it. */
export const INTERNATIONAL_CARD = {
  aba_number: '021000021',
  real_name: 'John Doe',
  card_number: '000123456789',
  bank_address: '383 Madison Ave, New York',
  bank_name: 'JPMorgan Chase',
  bank_network: 'SWIFT',
  swift_code: 'chasus33',
  phone: '+1 212 555 0100',
  cardholder_address: '1 Main St, Springfield',
};

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Uploads a PNG through POST /api/upload and returns the URL it replied with (`headers` added to the request,
 * e.g. forwarded ones, sent from `remoteAddress`).
 */
export async function uploadImage(
  t: TestApp,
  token: string,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<string> {
  const boundary = '----meridian-settings-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: token,
    },
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  const body = res.json<{ type: string; message: string }>();
  if (body.type !== 'ok') throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.message;
}

/** Binds a phone number through the real calls (sms_send scene bind_mobile, then safe/mobile). */
export async function bindPhone(t: TestApp, token: string, mobile: string): Promise<void> {
  const sent = await post(
    t.app,
    '/sms_send',
    { mobile, area_code: '1', scene: 'bind_mobile' },
    { token, ip: uniqueIp() },
  );
  if (sent.body.type !== 'ok') throw new Error(`sms_send failed: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(t.dataDir, `+1 ${mobile}`, 'bind_mobile');
  const bound = await post(
    t.app,
    '/safe/mobile',
    { mobile, area_code: '1', code },
    { token, ip: uniqueIp() },
  );
  if (bound.body.type !== 'ok') throw new Error(`safe/mobile failed: ${JSON.stringify(bound.body)}`);
}

let userCounter = 0;
/** A fresh e-mail account, logged in; with `phone` it also binds a unique phone number. */
export async function newUser(
  t: TestApp,
  opts: { phone?: boolean } = {},
): Promise<{ token: string; email: string; mobile: string }> {
  userCounter++;
  const email = `user${userCounter}-${Date.now()}@example.com`;
  const token = await registerAndLogin(t.app, t.dataDir, email);
  // Test files run in parallel against one database, where a number's resend cooldown is shared: a clock-based
  // number repeats across files, a random one of 8 digits practically never does.
  const mobile = `139${String(randomInt(1e8)).padStart(8, '0')}`;
  if (opts.phone) await bindPhone(t, token, mobile);
  return { token, email, mobile };
}
