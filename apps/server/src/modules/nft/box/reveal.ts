import { drawBoxSlot } from '@meridian/contract/nft';
import { defineCron, type CronDefinition } from '../../../platform/jobs';
import type { NftDeps } from '../nft.deps';
import * as repo from '../nft.repo';
import * as boxRepo from './box.repo';

export const NFT_BOX_REVEAL_JOB = 'nft.box_reveal';

/** A series is due for its reveal when it sold out or its sale ended. */
const due = (s: { sold: number; total: number; endAt: Date }, now: Date) =>
  s.sold >= s.total || s.endAt <= now;

/**
 * The reveal: once a series sells out or ends, every box not drawn yet is drawn, in code
 * order, with seq continuing after the opened ones — WITHOUT opening it (its owner still opens it, which then
 * only shows the pre-drawn prize) — and `revealedAt` is set, which publishes the seed. Exactly once: the state
 * guard (revealedAt null) is read under the series' lock, and the draws and the reveal commit together.
 * Boxes nobody bought stay with the artist (drawn, sealed).
 */
export class NftBoxReveal {
  constructor(private readonly d: Pick<NftDeps, 'db' | 'now'>) {}

  get jobDefinitions(): CronDefinition[] {
    return [
      defineCron({
        name: NFT_BOX_REVEAL_JOB,
        cron: '* * * * *',
        runAtStart: true,
        handler: async (ctx) => {
          const n = await this.revealDue(ctx.signal);
          if (n > 0) ctx.log.info({ series: n }, 'nft: blind-box series revealed');
        },
      }),
    ];
  }

  /** Reveals every due series; returns how many this call revealed (one failing does not stop the others). */
  async revealDue(signal?: AbortSignal): Promise<number> {
    let done = 0;
    let failed: Error | undefined;
    for (const id of await boxRepo.dueForReveal(this.d.db, this.d.now())) {
      if (signal?.aborted) break;
      try {
        if (await this.reveal(id)) done++;
      } catch (err) {
        failed ??= err instanceof Error ? err : new Error(String(err));
      }
    }
    if (failed) throw failed;
    return done;
  }

  /** Draws the sealed boxes of one due series and reveals its seed; false when not due or already revealed. */
  async reveal(seriesId: number): Promise<boolean> {
    const peek = await boxRepo.findSeries(this.d.db, seriesId);
    if (!peek || peek.revealedAt || !due(peek, this.d.now())) return false;
    return this.d.db.transaction(async (tx) => {
      // lock order item → series, as open and buy take them
      const undrawn = await boxRepo.lockUndrawn(tx, seriesId);
      const s = await boxRepo.lockSeries(tx, seriesId);
      const now = this.d.now();
      if (!s || s.revealedAt || !due(s, now)) return false;
      const taken = await boxRepo.takenSlots(tx, s.id);
      let seq = s.drawn;
      const inCodeOrder = [...undrawn].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
      for (const box of inCodeOrder) {
        seq++;
        const slot = drawBoxSlot(s.seed, box.code, seq, s.total, taken);
        taken.add(slot);
        await repo.updateItem(tx, box.id, { boxSeq: seq, boxSlot: slot });
      }
      await boxRepo.updateSeries(tx, s.id, { drawn: seq, revealedAt: now });
      return true;
    });
  }
}
