import { replayBoxDraws } from '@meridian/contract/nft';
import type { NftBoxSeries } from '@meridian/contract/nft';

/**
 * The verify page's work, done in the browser: recompute every draw of a blind-box series from
 * its revealed seed with the contract's published `replayBoxDraws`, and count the prizes drawn against the odds
 * table. Nothing here trusts the server's claim beyond the recorded (code, seq, slot) it checks.
 */

export interface VerifiedDraw {
  code: string;
  seq: number;
  slot: number;
  /** The prize of the slot recomputed from the table (−1 when the slot is outside it). */
  prize: number;
  /** The slot the replay expects (equal to `slot` when honest). */
  expected: number;
  ok: boolean;
}

export interface Verification {
  revealed: boolean;
  commitmentOk: boolean;
  draws: VerifiedDraw[];
  /** Per prize of the table: boxes that hold it and how many draws gave it. */
  counts: { index: number; name: string; count: number; drawn: number }[];
  allOk: boolean;
}

/** The prize of a slot: slots are the prizes expanded by count in table order. */
export function prizeOfSlot(counts: readonly number[], slot: number): number {
  let edge = 0;
  for (let i = 0; i < counts.length; i++) {
    edge += counts[i]!;
    if (slot < edge) return i;
  }
  return -1;
}

export function verifySeries(
  series: Pick<NftBoxSeries, 'seed' | 'commitment' | 'prizes' | 'draws'>,
): Verification {
  const counts = series.prizes.map((p) => p.count);
  const ordered = [...series.draws].sort((a, b) => a.seq - b.seq);
  const revealed = series.seed !== '';
  const replay = revealed
    ? replayBoxDraws({ seed: series.seed, commitment: series.commitment, counts, draws: ordered })
    : null;
  const wrong = new Map((replay?.mismatches ?? []).map((m) => [m.seq, m.expected]));
  const draws = ordered.map((d) => {
    const expected = wrong.get(d.seq) ?? d.slot;
    const prize = prizeOfSlot(counts, d.slot);
    return {
      code: d.code,
      seq: d.seq,
      slot: d.slot,
      prize,
      expected,
      // the recorded prize must also be the slot's prize
      ok: revealed && !wrong.has(d.seq) && prize === d.prize,
    };
  });
  const tally = counts.map(() => 0);
  for (const d of draws) if (d.prize >= 0) tally[d.prize] = (tally[d.prize] ?? 0) + 1;
  const table = series.prizes.map((p, i) => ({
    index: p.index,
    name: p.name,
    count: p.count,
    drawn: tally[i] ?? 0,
  }));
  const commitmentOk = replay?.commitmentOk ?? false;
  return {
    revealed,
    commitmentOk,
    draws,
    counts: table,
    allOk: revealed && commitmentOk && draws.every((d) => d.ok) && table.every((c) => c.drawn <= c.count),
  };
}
