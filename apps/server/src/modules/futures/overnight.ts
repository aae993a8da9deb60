import type { Db } from '../../platform/db';
import * as repo from './futures.repo';
import type { FuturesService } from './futures.service';

/** Most positions one run charges (the job runs every 15 minutes; the rest wait for the next run). */
const OVERNIGHT_BATCH = 500;
const OVERNIGHT_BATCHES_MAX = 20;

/** The UTC day of `now` ("2026-11-22") and its start. */
export function utcDay(now: Date): { day: string; start: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { day: start.toISOString().slice(0, 10), start };
}

/**
 * Overnight fees (leader only): every position open since before today's 00:00 UTC pays the day's fee once
 * (key (position, day) in lever_overnight_charges), out of its margin, at the notional at entry × the rate
 * snapshot. Its liquidation level moves (the trigger runtime re-reads the row); a margin that cannot pay is
 * liquidated at the last price. Returns how many positions changed.
 */
export async function runOvernight(db: Db, service: FuturesService, now: Date): Promise<number> {
  const { day, start } = utcDay(now);
  let changed = 0;
  for (let batch = 0; batch < OVERNIGHT_BATCHES_MAX; batch++) {
    const ids = await repo.overnightDue(db, start, day, OVERNIGHT_BATCH);
    let progressed = false;
    for (const id of ids) {
      const row = await repo.getPosition(db, id);
      const mark = row && service.mark(row.pairId);
      if (!mark) continue;
      const after = await db.transaction((tx) => service.transitions.overnight(tx, id, day, mark, now));
      service.changed([after]);
      progressed = true;
      if (after) changed++;
    }
    if (ids.length < OVERNIGHT_BATCH || !progressed) break;
  }
  return changed;
}
