/**
 * How a node commits the operations of a spot pair's queue: 'group' — every operation waiting
 * (up to a bound) in one transaction (group-commit.ts); 'serial' — one
 * transaction per operation, the path before, kept so that the benchmark can measure it beside the
 * group path (bench/spot-orders-http.ts starts its baseline process through bench/lib/spot-serial-main.ts).
 */
export type SpotCommitMode = 'group' | 'serial';

let processDefault: SpotCommitMode = 'group';

/** The mode a SpotService built without an explicit `commit` option uses. */
export function spotCommitDefault(): SpotCommitMode {
  return processDefault;
}

/** Sets this process's default mode (before the app is built): the benchmark's serial baseline only. */
export function setSpotCommitDefault(mode: SpotCommitMode): void {
  processDefault = mode;
}
