import type { Paginated } from '@meridian/contract';
import type { UserInfo } from '@meridian/contract/account';
import type { RealStateResponse } from '@meridian/contract/kyc';
import type { OpsKycItem } from '@meridian/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newOperator } from '../modules/ops/ops.testing';
import { newUser, PNG, uploadImage } from '../modules/settings/settings.testing';

/**
 * An image field (voucher, avatar, address QR code, identity document) names an upload
 * of OUR registry, made by the caller; identity documents are served only through short-lived signed URLs
 * handed to their owner and to operators, never on the plain public path.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USDT = 3;
const chargeReq = (token: string, voucher: string, headers: Record<string, string> = {}) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/wallet/charge_req',
      headers: { ...headers, authorization: token },
      payload: { currency: USDT, amount: '100', network: 'TRC20', voucher },
    })
    .then((r) => r.json<{ type: string; code?: string; field?: string; message: unknown }>());

const fetchPath = (url: string, token?: string) => {
  const u = new URL(url);
  return t.app.inject({
    method: 'GET',
    url: `${u.pathname}${u.search}`,
    headers: token ? { authorization: token } : {},
  });
};

/** A user with phone bound and Lv1 approved, who can submit identity documents. */
async function lv1User() {
  const u = await newUser(t, { phone: true });
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as UserInfo).id;
  await post(
    t.app,
    '/user/real',
    { real_type: 1, id_type: 1, name: 'Jane Doe', card_id: `P${uid}X${Date.now() % 1e6}` },
    { token: u.token },
  );
  const queue = await t.services.kyc.listForReview({ page: 1, limit: 100 });
  await t.services.kyc.approve(queue.data.find((i) => i.user_id === uid)!.id, 1);
  return { ...u, uid };
}

describe('upload references are resolved against our own registry', () => {
  it('charge_req refuses a foreign URL, even one naming an upload of the caller', async () => {
    const u = await newUser(t);
    const reference = await uploadImage(t, u.token);
    const mine = new URL(reference);
    const foreign = `https://evil.example${mine.pathname}`;
    expect(await chargeReq(u.token, foreign)).toMatchObject({
      type: 'error',
      code: 'image_url_invalid',
      field: 'voucher',
    });
    const forgedHost = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(await chargeReq(u.token, foreign, forgedHost)).toMatchObject({ code: 'image_url_invalid' });
    const madeUp = `${mine.origin}/uploads/2025-01/${'a'.repeat(32)}.png`;
    expect(await chargeReq(u.token, madeUp)).toMatchObject({ code: 'image_url_invalid' });
    expect(await chargeReq(u.token, `${reference}?x=1`)).toMatchObject({ code: 'image_url_invalid' });

    const ok = await chargeReq(u.token, reference);
    expect(ok).toMatchObject({ type: 'ok', message: { voucher: reference } });
  });

  it("another user's upload is refused as voucher, avatar, address QR code and identity image", async () => {
    const alice = await lv1User();
    const bob = await newUser(t);
    const bobs = await uploadImage(t, bob.token);

    expect(await chargeReq(alice.token, bobs)).toMatchObject({ code: 'upload_not_yours', field: 'voucher' });
    const avatar = await post(t.app, '/user/uploadHeadPortrait', { head_portrait: bobs, lang: 'pt' }, alice);
    expect(avatar.body).toMatchObject({
      type: 'error',
      code: 'upload_not_yours',
      field: 'head_portrait',
      message: 'Envie esta imagem a partir da sua própria conta',
    });
    const qr = await post(
      t.app,
      '/user/wallet/save',
      {
        currency: USDT,
        network: 'TRC20',
        name: 'x',
        address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
        qrcode: bobs,
      },
      alice,
    );
    expect(qr.body).toMatchObject({ code: 'upload_not_yours', field: 'qrcode' });
    const own = await uploadImage(t, alice.token);
    const kyc = await post(t.app, '/user/real', { real_type: 2, front_pic: own, reverse_pic: bobs }, alice);
    expect(kyc.body).toMatchObject({ code: 'upload_not_yours', field: 'reverse_pic' });

    // Bob himself may use it.
    expect((await post(t.app, '/user/uploadHeadPortrait', { head_portrait: bobs }, bob)).body.type).toBe(
      'ok',
    );
  });
});

describe('identity documents', () => {
  it('are served to their owner and to operators only, through short-lived signed URLs', async () => {
    const owner = await lv1User();
    const other = await newUser(t);
    const front = await uploadImage(t, owner.token);
    const back = await uploadImage(t, owner.token);
    const avatar = await uploadImage(t, owner.token);
    const sent = await post(
      t.app,
      '/user/real',
      { real_type: 2, front_pic: front, reverse_pic: back },
      owner,
    );
    expect(sent.body.type).toBe('ok');

    // The plain public path serves an identity document to nobody, not even its owner.
    for (const token of [undefined, other.token, owner.token]) {
      const res = await fetchPath(front, token);
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.equals(PNG)).toBe(false);
    }
    // Other uploads are public once used in a public field, and served to nobody before.
    expect((await fetchPath(avatar)).statusCode).toBe(404);
    expect((await post(t.app, '/user/uploadHeadPortrait', { head_portrait: avatar }, owner)).body.type).toBe(
      'ok',
    );
    expect((await fetchPath(avatar)).rawPayload.equals(PNG)).toBe(true);
    // ... and a published file cannot then become an identity document.
    const reuse = await post(
      t.app,
      '/user/real',
      { real_type: 2, front_pic: avatar, reverse_pic: back },
      owner,
    );
    expect(reuse.body).toMatchObject({ code: 'image_url_invalid', field: 'front_pic' });

    // The owner gets signed URLs in real/state; they serve the image, privately cached.
    const state = (await get(t.app, '/real/state', {}, { token: owner.token })).body
      .message as RealStateResponse;
    const signed = state.real_data!.front_pic;
    expect(signed.startsWith(`${front}?`)).toBe(true);
    const served = await fetchPath(signed);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.headers['content-type']).toBe('image/png');

    // Operators get signed URLs in the KYC queue.
    const op = await newOperator(t);
    const queue = (
      await get(t.app, '/ops/kyc/list', { status: 'pending', limit: '100' }, { token: op.token })
    ).body.message as Paginated<OpsKycItem>;
    const item = queue.data.find((i) => i.user_id === owner.uid && i.level === 2)!;
    for (const url of [item.front_pic, item.reverse_pic]) {
      const res = await fetchPath(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }

    // A signature is bound to its file and cannot be altered.
    const query = new URL(signed).search;
    expect((await fetchPath(`${back}${query}`)).statusCode).toBe(404);
    expect((await fetchPath(signed.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).statusCode).toBe(404);

    // Once an identity document, an upload cannot be published as an avatar.
    const published = await post(t.app, '/user/uploadHeadPortrait', { head_portrait: front }, owner);
    expect(published.body).toMatchObject({ type: 'error', code: 'image_url_invalid' });
  });
});
