/** The lockming module's entry: other modules import from here only. */
export { lockmingModule } from './lockming.module';
export type { LockmingService } from './lockming.service';
export type { LockmingOpsService } from './lockming-ops.service';
export type { LockmingJobs, BatchRun } from './engine/lockming.jobs';
export { DIVIDEND_POOL, LOCK_REF } from './engine/dividends';
