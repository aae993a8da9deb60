import { createHash } from 'node:crypto';
import { boxCommitment, boxSlots, drawBoxSlot, replayBoxDraws, type BoxDraw } from '@meridian/contract/nft';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifySeries } from '../../../../../../scripts/verify-box.mjs';

/**
 * The standalone verifier (scripts/verify-box.mjs, plain Node) reimplements the published draw; it must agree
 * with the contract's replayBoxDraws on every series: honest ones (no mismatch) and tampered ones (the same
 * draws flagged, with the same expected slots).
 */

/** A series drawn honestly by the contract's drawBoxSlot: `order` is the codes in the order they were drawn. */
function drawSeries(seed: string, counts: number[], order: string[]): BoxDraw[] {
  const total = counts.reduce((s, c) => s + c, 0);
  const taken = new Set<number>();
  return order.slice(0, total).map((code, i) => {
    const slot = drawBoxSlot(seed, code, i + 1, total, taken);
    taken.add(slot);
    return { code, seq: i + 1, slot };
  });
}

function scriptInput(seed: string, commitment: string, counts: number[], draws: BoxDraw[]) {
  const slots = boxSlots(counts);
  return {
    seed,
    commitment,
    prizes: counts.map((count, i) => ({ name: `Prize ${i}`, count })),
    draws: draws.map((d) => ({ ...d, prize: slots[d.slot] ?? -1 })),
  };
}

const series = fc
  .record({
    seed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
    counts: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 }),
    salt: fc.string({ maxLength: 8 }),
  })
  .map(({ seed, counts, salt }) => {
    const total = counts.reduce((s, c) => s + c, 0);
    const codes = Array.from({ length: total }, (_, i) =>
      createHash('md5').update(`${salt}:${i}`).digest('hex'),
    );
    return { seed, counts, codes };
  });

describe('scripts/verify-box.mjs against the contract', () => {
  it('the commitment is sha256 of the seed, as the contract publishes it', () => {
    const seed = 'a'.repeat(64);
    const r = verifySeries({
      seed,
      commitment: boxCommitment(seed),
      prizes: [{ name: 'x', count: 1 }],
      draws: [],
    });
    expect(r.commitment_ok).toBe(true);
    expect(boxCommitment(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('agrees with replayBoxDraws on honest series (every draw checks, every prize drawn its count)', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 0, max: 1000 }), ({ seed, counts, codes }, cut) => {
        const all = drawSeries(seed, counts, codes);
        // a series part-drawn (before the reveal) or fully drawn (after it)
        const draws = all.slice(0, cut % (all.length + 1));
        const commitment = boxCommitment(seed);
        const contract = replayBoxDraws({ seed, commitment, counts, draws });
        const script = verifySeries(scriptInput(seed, commitment, counts, draws));
        expect(contract.mismatches).toEqual([]);
        expect(script.mismatches).toEqual([]);
        expect(script.commitment_ok).toBe(contract.commitmentOk);
        expect(script.draws_checked).toBe(contract.replayed);
        if (draws.length === all.length) expect(script.prize_counts.map((p) => p.drawn)).toEqual(counts);
      }),
      { numRuns: 200 },
    );
  });

  it('flags the same draws as replayBoxDraws when slots, order or seed were tampered with', () => {
    fc.assert(
      fc.property(
        series,
        fc.nat(),
        fc.nat(),
        fc.constantFrom('slot', 'swap', 'seed'),
        ({ seed, counts, codes }, a, b, how) => {
          const draws = drawSeries(seed, counts, codes);
          const total = draws.length;
          let shownSeed = seed;
          const tampered = draws.map((d) => ({ ...d }));
          if (how === 'slot')
            tampered[a % total]!.slot = (tampered[a % total]!.slot + 1 + (b % total)) % total;
          if (how === 'swap') {
            const i = a % total;
            const j = b % total;
            [tampered[i]!.slot, tampered[j]!.slot] = [tampered[j]!.slot, tampered[i]!.slot];
          }
          if (how === 'seed') shownSeed = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
          const commitment = boxCommitment(seed);
          const contract = replayBoxDraws({ seed: shownSeed, commitment, counts, draws: tampered });
          const script = verifySeries(scriptInput(shownSeed, commitment, counts, tampered));
          const key = (m: { code: string; seq: number; slot: number; expected: number }) =>
            `${m.code}/${m.seq}/${m.slot}/${m.expected}`;
          expect(script.mismatches.map(key)).toEqual(contract.mismatches.map(key));
          expect(script.commitment_ok).toBe(contract.commitmentOk);
          const changed = shownSeed !== seed || tampered.some((d, i) => d.slot !== draws[i]!.slot);
          if (changed) expect(!script.commitment_ok || script.mismatches.length > 0).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('flags a draw whose published prize is not its slot’s prize, and a series not revealed yet', () => {
    const seed = 'b'.repeat(64);
    const counts = [1, 2];
    const draws = drawSeries(seed, counts, ['c1', 'c2', 'c3']);
    const input = scriptInput(seed, boxCommitment(seed), counts, draws);
    input.draws[0]!.prize = input.draws[0]!.prize === 0 ? 1 : 0;
    expect(verifySeries(input).mismatches.map((m) => m.code)).toEqual(['c1']);
    const sealed = verifySeries({ ...scriptInput('', boxCommitment(seed), counts, []) });
    expect(sealed).toMatchObject({ revealed: false, commitment_ok: false, draws_checked: 0 });
  });
});
