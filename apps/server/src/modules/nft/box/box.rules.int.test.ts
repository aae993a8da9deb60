import { createHash } from 'node:crypto';
import { API } from '@meridian/contract/api';
import {
  boxSlots,
  opsNftSeriesSaveRequest,
  replayBoxDraws,
  type NftBoxSeries,
  NFT_PAY_TYPE,
} from '@meridian/contract/nft';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, ok, post } from '../../../../test/api';
import { operatorPost, spotUser, type SpotUser } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { insertItem, USDT } from '../nft.testing';
import { nftArtists, nftBoxSeries, nftItems } from '../nft.schema';
import {
  artist,
  boxesOf,
  buyBox,
  fakeMedia,
  getSeries,
  newSeries,
  openBox,
  seriesBody,
  seriesInput,
} from './box.testing';

/**
 * The rules around the draw: who may open what (owner, sealed, a box, not listed), concurrent
 * opens serialised on the series (seq 1..n, no slot twice) — also racing the reveal —, the creation's checks,
 * and "nobody can choose": no console field sets a seed, slot or prize, and the seed is in no view before the
 * reveal.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const buyers = (n: number): Promise<SpotUser[]> =>
  Promise.all(Array.from({ length: n }, () => spotUser(t, { [USDT]: '100' })));
const codeOf = (r: { body: { code?: string } }) => r.body.code;

async function seriesRow(id: number) {
  const [row] = await t.database.db.select().from(nftBoxSeries).where(eq(nftBoxSeries.id, id));
  return row!;
}

function replay(s: NftBoxSeries) {
  return replayBoxDraws({
    seed: s.seed,
    commitment: s.commitment,
    counts: s.prizes.map((p) => p.count),
    draws: s.draws,
  });
}

describe('who may open a box', () => {
  it('refuses an unknown code, an artwork, a box of someone else, one opened, one listed or awaiting payment', async () => {
    const a = await artist(t);
    const created = await newSeries(t, a.uid, [2, 2]);
    const boxes = await boxesOf(t, created.id);
    const [u1, u2] = await buyers(2);
    await buyBox(t, boxes[0]!.code, u1!);
    await buyBox(t, boxes[1]!.code, u2!);
    const artwork = await insertItem(t, a.uid, { onSale: false });

    expect(codeOf(await openBox(t, u1!, 'abcdef0123456789'))).toBe('nft_not_found');
    expect(codeOf(await openBox(t, a, artwork.code))).toBe('nft_not_box');
    // still on its primary sale: the artist's box is listed
    expect(codeOf(await openBox(t, a, boxes[2]!.code))).toBe('nft_on_resale');
    expect(codeOf(await openBox(t, u2!, boxes[0]!.code))).toBe('nft_not_owner');
    ok(await openBox(t, u1!, boxes[0]!.code));
    expect(codeOf(await openBox(t, u1!, boxes[0]!.code))).toBe('nft_box_opened');

    // a sealed box listed again by its owner (fixed price, in its window)
    const day = 86_400_000;
    const relist = (set: Partial<typeof nftItems.$inferInsert>) =>
      t.database.db.update(nftItems).set(set).where(eq(nftItems.id, boxes[1]!.id));
    await relist({
      payType: NFT_PAY_TYPE.fixed,
      onSale: true,
      resell: true,
      listingNo: 2,
      endAt: new Date(Date.now() + day),
    });
    expect(codeOf(await openBox(t, u2!, boxes[1]!.code))).toBe('nft_on_resale');
    // an auction resale past its end but not closed by its job yet is still listed
    await relist({ payType: NFT_PAY_TYPE.auction, endAt: new Date(Date.now() - 1000), auctionClosed: false });
    expect(codeOf(await openBox(t, u2!, boxes[1]!.code))).toBe('nft_on_resale');
    // closed with a winner who has not paid: the box waits for the payment
    await relist({ onSale: false, auctionClosed: true, lockOrder: true });
    expect(codeOf(await openBox(t, u2!, boxes[1]!.code))).toBe('nft_payment_open');
    // the auction's order expired: the owner may open it
    await relist({ lockOrder: false });
    ok(await openBox(t, u2!, boxes[1]!.code));

    // only the two opens drew; every refusal left the series as it was
    expect((await seriesRow(created.id)).drawn).toBe(2);
    expect((await getSeries(t, created.id)).draws.map((d) => d.seq)).toEqual([1, 2]);
  });
});

describe('concurrent opens', () => {
  it('10 owners opening at once: seq 1..10, ten distinct slots, every draw replays', async () => {
    const a = await artist(t);
    const counts = [3, 3, 4];
    const created = await newSeries(t, a.uid, counts);
    const boxes = await boxesOf(t, created.id);
    const users = await buyers(10);
    for (const [i, b] of boxes.entries()) await buyBox(t, b.code, users[i]!);
    const replies = await Promise.all(boxes.map((b, i) => openBox(t, users[i]!, b.code)));
    const opened = replies.map((r) => ok<{ seq: number; slot: number; prize: number }>(r));
    expect(opened.map((o) => o.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(opened.map((o) => o.slot)).size).toBe(10);
    expect(opened.every((o) => o.prize === boxSlots(counts)[o.slot])).toBe(true);
    expect((await seriesRow(created.id)).drawn).toBe(10);

    expect(await t.services.nftBoxes.revealDue()).toBe(1);
    const revealed = await getSeries(t, created.id);
    expect(revealed.draws).toHaveLength(10);
    expect(replay(revealed)).toEqual({ commitmentOk: true, mismatches: [], replayed: 10 });
  });

  it('opens racing the reveal: each box drawn once, seq 1..n without a gap, the replay clean', async () => {
    const a = await artist(t);
    const counts = [2, 5, 1];
    const created = await newSeries(t, a.uid, counts);
    const boxes = await boxesOf(t, created.id);
    const users = await buyers(8);
    for (const [i, b] of boxes.entries()) await buyBox(t, b.code, users[i]!);
    // sold out: the reveal is due while six owners open at once
    const [revealedCount, ...replies] = await Promise.all([
      t.services.nftBoxes.revealDue(),
      ...boxes.slice(0, 6).map((b, i) => openBox(t, users[i]!, b.code)),
    ]);
    expect(revealedCount).toBe(1);
    for (const r of replies) ok(r);
    const revealed = await getSeries(t, created.id);
    expect(revealed.draws.map((d) => d.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(revealed.draws.map((d) => d.code)).size).toBe(8);
    expect(revealed.opened).toBe(6);
    expect(replay(revealed)).toEqual({ commitmentOk: true, mismatches: [], replayed: 8 });
    expect(revealed.prizes.map((p) => revealed.draws.filter((d) => d.prize === p.index).length)).toEqual(
      counts,
    );
  });
});

describe('creating a series', () => {
  it('refuses a non-artist, a disabled artist, too many boxes, a bad window, price or media — writing nothing', async () => {
    const a = await artist(t);
    const stranger = await spotUser(t);
    const count = async () =>
      (
        await t.database.db.execute<{ n: string } & Record<string, unknown>>(
          sql`SELECT count(*)::text AS n FROM nft_box_series`,
        )
      ).rows[0]!.n;
    const before = await count();
    const refused = (uid: number, counts: number[], over: Record<string, unknown> = {}) =>
      t.services.nftBoxes.create(seriesInput(uid, counts, over), fakeMedia).then(
        () => 'created',
        (err: { key?: string }) => err.key,
      );
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();

    expect(await refused(stranger.uid, [1])).toBe('nft_artist_invalid');
    expect(await refused(a.uid, [300, 201])).toBe('nft_series_invalid');
    expect(await refused(a.uid, [1], { start_time: at(-3 * hour), end_time: at(-hour) })).toBe(
      'nft_window_invalid',
    );
    expect(await refused(a.uid, [1], { start_time: at(2 * hour), end_time: at(hour) })).toBe(
      'nft_window_invalid',
    );
    expect(await refused(a.uid, [1], { price: '1.0000001' })).toBe('nft_price_invalid');
    expect(await refused(a.uid, [1], { cover: 'http://media.test/cover.mp3' })).toBe('nft_media_invalid');
    expect(await refused(a.uid, [1], { cover: 'http://elsewhere.test/x.png' })).toBe('nft_media_invalid');
    await t.database.db.update(nftArtists).set({ enabled: false }).where(eq(nftArtists.userId, a.uid));
    expect(await refused(a.uid, [1])).toBe('nft_artist_invalid');
    expect(await count()).toBe(before);
    // the console's schema refuses more than 20 prizes before the service
    expect(opsNftSeriesSaveRequest.safeParse(seriesBody(a.uid, Array<number>(21).fill(1))).success).toBe(
      false,
    );
    // 500 boxes is the most a series may have
    await t.database.db.update(nftArtists).set({ enabled: true }).where(eq(nftArtists.userId, a.uid));
    const full = await newSeries(t, a.uid, [250, 250]);
    expect((await boxesOf(t, full.id)).length).toBe(500);
  });
});

/** Every field name of a request schema (zod 4), nested objects and arrays included. */
function fieldNames(schema: unknown, out = new Set<string>()): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return out;
  const inner = (k: string) => fieldNames(def[k], out);
  switch (def.type) {
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
        out.add(k);
        fieldNames(v, out);
      }
      break;
    case 'array':
      inner('element');
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      inner('innerType');
      break;
    case 'pipe':
      inner('in');
      inner('out');
      break;
    case 'union':
      for (const o of def.options as unknown[]) fieldNames(o, out);
      break;
    case 'intersection':
      inner('left');
      inner('right');
      break;
    default:
      break;
  }
  return out;
}

describe('nobody can choose a box’s content', () => {
  it('no console call has a seed, slot, draw or prize-assignment field; sent anyway, they are ignored', async () => {
    const seriesFields = fieldNames(opsNftSeriesSaveRequest);
    // the collector sees the nested prize fields
    expect([...seriesFields]).toEqual(
      expect.arrayContaining(['uid', 'prizes', 'name', 'rarity', 'media', 'count']),
    );
    const all = new Set<string>();
    for (const endpoint of Object.values(API.opsNft)) fieldNames(endpoint.request, all);
    expect([...all].filter((f) => /seed|slot|draw|commit|reveal|seq|winner|assign/i.test(f))).toEqual([]);

    const a = await artist(t);
    const body = seriesBody(a.uid, [1, 1]);
    const forged = {
      ...body,
      seed: 'chosen',
      commitment: sha256('chosen'),
      prizes: (body.prizes as object[]).map((p, i) => ({ ...p, slot: i, seq: 1 })),
    };
    const parsed = opsNftSeriesSaveRequest.parse(forged);
    expect(Object.keys(parsed)).not.toContain('seed');
    expect(Object.keys(parsed)).not.toContain('commitment');
    expect(parsed.prizes.flatMap((p) => Object.keys(p))).not.toContain('slot');
    const created = await t.services.nftBoxes.create(parsed, fakeMedia);
    const row = await seriesRow(created.id);
    expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(created.commitment).toBe(sha256(row.seed));
    expect(created.commitment).not.toBe(sha256('chosen'));
    // the same request twice: two different seeds
    const again = await t.services.nftBoxes.create(parsed, fakeMedia);
    expect(again.commitment).not.toBe(created.commitment);
  });

  it('the seed is in no view before the reveal, and in the series view after it', async () => {
    const a = await artist(t);
    const [u] = await buyers(1);
    const created = await newSeries(t, a.uid, [1, 2]);
    const { seed } = await seriesRow(created.id);
    const boxes = await boxesOf(t, created.id);
    await buyBox(t, boxes[0]!.code, u!);
    const views = [
      created,
      await get(t.app, '/bind_box/getBoxSeries', { id: String(created.id) }),
      await operatorPost(t, '/ops/nft/box_series', { limit: 50 }),
      await openBox(t, u!, boxes[0]!.code),
      await get(t.app, '/bind_box/getBoxDetail', { code: boxes[1]!.code }),
      await get(t.app, '/bind_box/getBoxList', { pay_type: '3', limit: '50' }),
      await post(t.app, '/bind_box/getMyNFTs', {}, { token: u!.token }),
    ];
    for (const v of views) expect(JSON.stringify(v)).not.toContain(seed);
    // the console's list shows the series, its commitment and no seed
    const list = ok<{ data: NftBoxSeries[] }>(await operatorPost(t, '/ops/nft/box_series', { limit: 50 }));
    expect(list.data.find((s) => s.id === created.id)).toMatchObject({ commitment: sha256(seed), seed: '' });

    await t.database.db.execute(sql`
      UPDATE nft_box_series SET start_at = now() - interval '2 hours', end_at = now() - interval '1 second'
      WHERE id = ${created.id}`);
    await t.services.nftBoxes.revealDue();
    expect((await getSeries(t, created.id)).seed).toBe(seed);
  });
});
