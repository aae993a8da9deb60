import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Paginated } from '@meridian/contract';
import type { NftItem, OpsNftItem, OpsNftMedia } from '@meridian/contract/nft';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, ok } from '../../../../test/api';
import { operatorPost, operatorToken } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { auditRowsOf } from '../../ops/ops.testing';
import { newUser } from '../../settings/settings.testing';
import { USDT } from '../nft.testing';

/**
 * The console: enable an artist by login, store artwork media for them (checked by content,
 * SHA-256 recorded in the upload registry, published), create artworks from it, hide one; each change audited.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const media = (file: string) => fs.readFile(fileURLToPath(new URL(`../demo/media/${file}`, import.meta.url)));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const boundary = '----meridian-nft-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(uid: number, file: { name: string; type: string; content: Buffer }, token?: string) {
  const body = multipart({ uid: String(uid) }, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/nft/media',
    headers: { ...body.headers, authorization: token ?? (await operatorToken(t)) },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json<{ type: string; message: unknown; code?: string }>() };
}

let uid: number;
let userToken: string;
beforeAll(async () => {
  const u = await newUser(t);
  userToken = u.token;
  uid = ok<{ id: number }>(await get(t.app, '/user/info', {}, { token: u.token })).id;
  const saved = ok<{ uid: number; enabled: boolean; account: string }>(
    await operatorPost(t, '/ops/nft/artist/save', { account: u.email, name: 'Console Artist', bio: 'b' }),
  );
  expect([saved.uid, saved.enabled, saved.account]).toEqual([uid, true, u.email]);
});

describe('POST /ops/nft/media', () => {
  it('stores an audio file for the artist with its SHA-256 recorded, published', async () => {
    const wav = await media('hum.wav');
    const r = await upload(uid, { name: 'hum.wav', type: 'audio/wav', content: wav });
    const m = ok<OpsNftMedia>(r);
    expect([m.sha256, m.mime, m.size, m.type]).toEqual([sha(wav), 'audio/wav', wav.length, 3]);
    const name = new URL(m.url).pathname.slice('/uploads/'.length);
    const row = await t.database.pool.query<{ user_id: string; sha256: string; published: boolean }>(
      'SELECT user_id, sha256, published FROM uploads WHERE name = $1',
      [name],
    );
    expect(row.rows.map((x) => [Number(x.user_id), x.sha256, x.published])).toEqual([[uid, sha(wav), true]]);
    const served = await t.app.inject({ method: 'GET', url: new URL(m.url).pathname });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect((await auditRowsOf(t, 'upload', name)).map((a) => a.action)).toEqual(['nft.media_upload']);
  });

  it('refuses a text file, a user that is not an artist, and a user token', async () => {
    const text = {
      name: 'notes.txt',
      type: 'text/plain',
      content: Buffer.from('just some words, not art\n'),
    };
    const refused = await upload(uid, text);
    expect([refused.body.type, refused.body.code]).toEqual(['error', 'nft_media_invalid']);
    const png = { name: 'a.png', type: 'image/png', content: await media('pebble.png') };
    expect((await upload(999_999, png)).body.code).toBe('nft_artist_invalid');
    expect((await upload(uid, png, userToken)).body.type).toBe('999');
  });
});

describe('artworks from stored media', () => {
  const window = () => ({
    start_time: new Date(Date.now() - 60_000).toISOString(),
    end_time: new Date(Date.now() + 86_400_000).toISOString(),
  });

  it('creates an audio artwork with a picture cover, provenance from the registry; audited; hide removes it from the list', async () => {
    const wav = await media('hum.wav');
    const audio = ok<OpsNftMedia>(await upload(uid, { name: 'x.wav', type: 'audio/wav', content: wav }));
    const cover = ok<OpsNftMedia>(
      await upload(uid, { name: 'c.png', type: 'image/png', content: await media('hum-cover.png') }),
    );
    const base = {
      uid,
      name: 'Console hum',
      media: audio.url,
      currency_id: USDT,
      pay_type: 1,
      price: '12.5',
      ...window(),
    };
    expect((await operatorPost(t, '/ops/nft/item/save', base)).body.code).toBe('nft_media_invalid');
    const item = ok<OpsNftItem>(await operatorPost(t, '/ops/nft/item/save', { ...base, cover: cover.url }));
    expect([item.type, item.media_sha256, item.media_mime, item.image, item.hidden, item.status]).toEqual([
      3,
      sha(wav),
      'audio/wav',
      cover.url,
      false,
      1,
    ]);
    expect((await auditRowsOf(t, 'nft_item', item.id)).map((a) => [a.action, a.before])).toEqual([
      ['nft.item_save', null],
    ]);
    const listed = async () =>
      ok<Paginated<NftItem>>(await get(t.app, '/bind_box/getBoxList', { limit: '50' })).data.map(
        (i) => i.code,
      );
    expect(await listed()).toContain(item.code);
    const hidden = ok<OpsNftItem>(await operatorPost(t, '/ops/nft/item/hide', { id: item.id, hidden: true }));
    expect(hidden.hidden).toBe(true);
    expect(await listed()).not.toContain(item.code);
    const consoleList = ok<Paginated<OpsNftItem>>(
      await operatorPost(t, '/ops/nft/items', { keyword: 'console hum' }),
    );
    expect(consoleList.data.map((i) => [i.code, i.hidden])).toEqual([[item.code, true]]);
  });

  it('checks the window, the auction step (default deposit 10 %), the artist and the media owner', async () => {
    const png = ok<OpsNftMedia>(
      await upload(uid, { name: 'p.png', type: 'image/png', content: await media('harbour.png') }),
    );
    const base = { uid, name: 'Auction piece', media: png.url, currency_id: USDT, pay_type: 2, price: '200' };
    const past = {
      start_time: new Date(Date.now() - 7_200_000).toISOString(),
      end_time: new Date(Date.now() - 3_600_000).toISOString(),
    };
    expect(
      (await operatorPost(t, '/ops/nft/item/save', { ...base, ...past, per_increase: '10' })).body.code,
    ).toBe('nft_window_invalid');
    expect((await operatorPost(t, '/ops/nft/item/save', { ...base, ...window() })).body.code).toBe(
      'nft_price_invalid',
    );
    const item = ok<OpsNftItem>(
      await operatorPost(t, '/ops/nft/item/save', { ...base, ...window(), per_increase: '10' }),
    );
    expect([item.pay_type, item.margin, item.per_increase, item.type, item.image]).toEqual([
      2,
      '20',
      '10',
      1,
      png.url,
    ]);

    const stranger = await newUser(t);
    const sid = ok<{ id: number }>(await get(t.app, '/user/info', {}, { token: stranger.token })).id;
    expect(
      (await operatorPost(t, '/ops/nft/item/save', { ...base, ...window(), uid: sid, per_increase: '1' }))
        .body.code,
    ).toBe('nft_artist_invalid');
    ok(await operatorPost(t, '/ops/nft/artist/save', { uid: sid, name: 'Second' }));
    // the file was stored for the first artist, not this one
    expect(
      (await operatorPost(t, '/ops/nft/item/save', { ...base, ...window(), uid: sid, per_increase: '1' }))
        .body.code,
    ).toBe('nft_media_invalid');
    expect((await operatorPost(t, '/ops/nft/collection/save', { uid: 999_999, name: 'x' })).body.code).toBe(
      'nft_artist_invalid',
    );
  });
});
