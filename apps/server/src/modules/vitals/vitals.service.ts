import type { ParsedRequestOf } from '@meridian/contract';
import { VITALS_RETENTION_DAYS, type OpsVitalsDaily, type vitalsApi } from '@meridian/contract/vitals';
import type { Db } from '../../platform/db';
import * as repo from './vitals.repo';
import { dailyRowsView } from './vitals.view';

const DAY_MS = 86_400_000;
/** Rows one prune statement deletes, and the most statements one run makes (the next run takes the rest). */
const PRUNE_BATCH = 10_000;
const PRUNE_BATCHES_MAX = 100;

type ParsedReport = ParsedRequestOf<typeof vitalsApi.report>;

export interface VitalsServiceDeps {
  db: Db;
  clock?: () => number;
}

/** A UTC day `YYYY-MM-DD` of a time. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Field Core Web Vitals: stores the app's reports and reads the console's daily percentiles. */
export class VitalsService {
  /** The service's clock (tests move it). */
  clock: () => number;

  constructor(private readonly d: VitalsServiceDeps) {
    this.clock = d.clock ?? Date.now;
  }

  /** Stores a report's samples under today's UTC day. */
  async report(input: ParsedReport): Promise<{ accepted: number }> {
    const now = this.clock();
    const accepted = await repo.insertSamples(
      this.d.db,
      input.samples.map((s) => ({
        day: dayOf(now),
        receivedAt: new Date(now),
        page: s.page,
        name: s.name,
        value: Number(s.value),
        rating: s.rating ?? null,
        navigationType: s.navigationType ?? null,
      })),
    );
    return { accepted };
  }

  /** p75 and counts per page and metric for each of the last `days` UTC days (today included). */
  async daily(days: number): Promise<OpsVitalsDaily> {
    const from = dayOf(this.clock() - (days - 1) * DAY_MS);
    const rows = dailyRowsView(await repo.dailyStats(this.d.db, from));
    return { from, days, rows };
  }

  /** Removes samples older than the retention, in bounded batches; returns how many. */
  async prune(): Promise<number> {
    const before = dayOf(this.clock() - VITALS_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (let i = 0; i < PRUNE_BATCHES_MAX; i++) {
      const n = await repo.deleteBefore(this.d.db, before, PRUNE_BATCH);
      removed += n;
      if (n < PRUNE_BATCH) break;
    }
    return removed;
  }
}
