import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  boxSlots,
  NFT_DRAW_ALGORITHM,
  replayBoxDraws,
  type NftBoxSeries,
  type NftItem,
  NFT_PAY_TYPE,
} from '@meridian/contract/nft';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/api';
import { spotUser, type SpotUser } from '../../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../../test/test-app';
import { USDT } from '../nft.testing';
import { nftBoxSeries } from '../nft.schema';
import { artist, boxByCode, boxesOf, buyBox, endSeries, getSeries, newSeries, openBox } from './box.testing';

/**
 * Blind boxes end to end: a series is created with sha256(seed) published and the seed hidden;
 * boxes are bought and opened by the published draw; at the sell-out or the end the reveal job draws the sealed
 * boxes without opening them and publishes the seed; GET /bind_box/getBoxSeries then lets anyone recompute every
 * draw — with the contract's replayBoxDraws and with the standalone scripts/verify-box.mjs over HTTP.
 */

let t: TestApp;
useTestApp((app) => (t = app));

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const SCRIPT = fileURLToPath(new URL('../../../../../../scripts/verify-box.mjs', import.meta.url));

interface Opened {
  item: NftItem;
  series_id: number;
  seq: number;
  slot: number;
  prize: number;
}

const buyers = (n: number): Promise<SpotUser[]> =>
  Promise.all(Array.from({ length: n }, () => spotUser(t, { [USDT]: '100' })));

async function seedOf(id: number): Promise<string> {
  const [row] = await t.database.db
    .select({ seed: nftBoxSeries.seed })
    .from(nftBoxSeries)
    .where(eq(nftBoxSeries.id, id));
  return row!.seed;
}

function replay(s: NftBoxSeries, commitment: string) {
  return replayBoxDraws({
    seed: s.seed,
    commitment,
    counts: s.prizes.map((p) => p.count),
    draws: s.draws.map((d) => ({ code: d.code, seq: d.seq, slot: d.slot })),
  });
}

/** How many draws took each prize. */
const prizeTally = (s: NftBoxSeries) =>
  s.prizes.map((p) => s.draws.filter((d) => d.prize === p.index).length);

describe('commit, open, reveal, verify', () => {
  it('a sold-out series: 5 opened, the rest drawn sealed at the reveal, every draw recomputed', async () => {
    const a = await artist(t);
    const counts = [1, 2, 3, 4];
    const created = await newSeries(t, a.uid, counts);
    const seed = await seedOf(created.id);
    expect(created).toMatchObject({ total: 10, sold: 0, opened: 0, seed: '', revealed_at: '', draws: [] });
    expect(created.algorithm).toBe(NFT_DRAW_ALGORITHM);
    expect(created.commitment).toBe(sha256(seed));
    expect(created.prizes.map((p) => [p.index, p.name, p.rarity, p.count])).toEqual([
      [0, 'Prize 0', 'N', 1],
      [1, 'Prize 1', 'R', 2],
      [2, 'Prize 2', 'SR', 3],
      [3, 'Prize 3', 'SSR', 4],
    ]);
    // a prize that is a picture shows itself; audio and video (no cover of their own) show the series' cover
    expect(created.prizes.map((p) => p.image)).toEqual([
      'http://media.test/prize-0.png',
      'http://media.test/prize-1.gif',
      'http://media.test/cover.png',
      'http://media.test/cover.png',
    ]);
    const published = await getSeries(t, created.id);
    expect(published.commitment).toBe(created.commitment);
    expect(published.seed).toBe('');

    // the boxes: sealed items of the series, showing the cover with the cover's provenance
    const boxes = await boxesOf(t, created.id);
    expect(boxes).toHaveLength(10);
    for (const [i, b] of boxes.entries())
      expect(b).toMatchObject({
        name: `Test series #${i + 1}`,
        payType: NFT_PAY_TYPE.box,
        onSale: true,
        ownerId: a.uid,
        creatorId: a.uid,
        seriesId: created.id,
        image: 'http://media.test/cover.png',
        media: 'http://media.test/cover.png',
        mediaSha256: sha256('http://media.test/cover.png'),
        royaltyBps: 500,
        boxSeq: null,
        boxSlot: null,
        boxOpened: false,
        rarity: '',
      });

    const users = await buyers(10);
    for (const [i, b] of boxes.entries()) await buyBox(t, b.code, users[i]!);
    const slots = boxSlots(counts);
    for (const i of [3, 0, 7, 5, 1]) {
      const r = ok<Opened>(await openBox(t, users[i]!, boxes[i]!.code));
      const prize = r.prize;
      expect(prize).toBe(slots[r.slot]);
      expect(r.item).toMatchObject({
        code: boxes[i]!.code,
        name: `Prize ${prize}`,
        rarity: ['N', 'R', 'SR', 'SSR'][prize],
        media: `http://media.test/prize-${prize}.${['png', 'gif', 'mp3', 'mp4'][prize]}`,
        media_sha256: sha256(`http://media.test/prize-${prize}.${['png', 'gif', 'mp3', 'mp4'][prize]}`),
        type: prize + 1,
        rarity_status: 1,
        owner_id: users[i]!.uid,
        series_id: created.id,
      });
    }
    const sold = await getSeries(t, created.id);
    expect(sold).toMatchObject({ sold: 10, opened: 5, seed: '', revealed_at: '' });
    expect(sold.draws.map((d) => d.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(sold.draws.map((d) => d.code)).toEqual([3, 0, 7, 5, 1].map((i) => boxes[i]!.code));

    // the reveal: once (a second run does nothing)
    expect(await t.services.nftBoxes.revealDue()).toBe(1);
    expect(await t.services.nftBoxes.revealDue()).toBe(0);
    const revealed = await getSeries(t, created.id);
    expect(revealed.seed).toBe(seed);
    expect(sha256(revealed.seed)).toBe(published.commitment);
    expect(revealed.revealed_at).not.toBe('');
    expect(revealed.opened).toBe(5);
    expect(revealed.draws.map((d) => d.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // the sealed ones drawn in code order, not opened
    const sealed = [2, 4, 6, 8, 9].map((i) => boxes[i]!.code).sort();
    expect(revealed.draws.slice(5).map((d) => [d.code, d.opened])).toEqual(sealed.map((c) => [c, false]));
    const check = replay(revealed, published.commitment);
    expect(check).toEqual({ commitmentOk: true, mismatches: [], replayed: 10 });
    expect(prizeTally(revealed)).toEqual(counts);
    for (const code of sealed) expect((await boxByCode(t, code)).boxOpened).toBe(false);

    // opening a box drawn at the reveal shows its pre-drawn prize
    for (const code of sealed) {
      const owner = users[boxes.findIndex((b) => b.code === code)]!;
      const drawn = revealed.draws.find((d) => d.code === code)!;
      const r = ok<Opened>(await openBox(t, owner, code));
      expect([r.seq, r.slot, r.prize, r.item.name]).toEqual([
        drawn.seq,
        drawn.slot,
        drawn.prize,
        `Prize ${drawn.prize}`,
      ]);
    }
    const after = await getSeries(t, created.id);
    expect(after.opened).toBe(10);
    expect(after.draws.map((d) => [d.code, d.seq, d.slot])).toEqual(
      revealed.draws.map((d) => [d.code, d.seq, d.slot]),
    );

    // the standalone script, over HTTP, agrees
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { stdout } = await promisify(execFile)(process.execPath, [
      SCRIPT,
      `http://127.0.0.1:${port}`,
      String(created.id),
    ]);
    const report = JSON.parse(stdout) as {
      commitment_ok: boolean;
      draws_checked: number;
      mismatches: unknown[];
      prize_counts: { count: number; drawn: number }[];
    };
    expect(report.commitment_ok).toBe(true);
    expect(report.draws_checked).toBe(10);
    expect(report.mismatches).toEqual([]);
    expect(report.prize_counts.map((p) => [p.count, p.drawn])).toEqual(counts.map((c) => [c, c]));
  });

  it('an ended series: unsold boxes are drawn at the reveal and stay with the artist, who may open them', async () => {
    const a = await artist(t);
    const created = await newSeries(t, a.uid, [2, 3]);
    const boxes = await boxesOf(t, created.id);
    const [u1, u2] = await buyers(2);
    await buyBox(t, boxes[0]!.code, u1!);
    await buyBox(t, boxes[1]!.code, u2!);
    ok<Opened>(await openBox(t, u1!, boxes[0]!.code));
    // not due yet: nothing revealed
    expect(await t.services.nftBoxes.revealDue()).toBe(0);
    expect((await getSeries(t, created.id)).seed).toBe('');

    await endSeries(t, created.id);
    expect(await t.services.nftBoxes.revealDue()).toBe(1);
    const revealed = await getSeries(t, created.id);
    expect(revealed).toMatchObject({ sold: 2, opened: 1 });
    expect(revealed.draws).toHaveLength(5);
    expect(replay(revealed, created.commitment)).toMatchObject({ commitmentOk: true, mismatches: [] });
    expect(prizeTally(revealed)).toEqual([2, 3]);
    const unsold = await boxesOf(t, created.id);
    expect(unsold.slice(2).map((b) => [b.ownerId, b.boxOpened, b.boxSeq !== null])).toEqual([
      [a.uid, false, true],
      [a.uid, false, true],
      [a.uid, false, true],
    ]);
    const drawn = revealed.draws.find((d) => d.code === boxes[4]!.code)!;
    const r = ok<Opened>(await openBox(t, a, boxes[4]!.code));
    expect([r.seq, r.slot]).toEqual([drawn.seq, drawn.slot]);
  });
});
