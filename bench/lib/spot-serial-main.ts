/**
 * The app's entry for the spot benchmark's baseline process (bench/spot-orders-http.ts): the same server as
 * apps/server/src/main.ts, but every spot operation commits in its own transaction — the path before
 * group commit — so the benchmark measures both paths in the same run.
 */
import { setSpotCommitDefault } from '../../apps/server/src/modules/spot/commit-mode';

setSpotCommitDefault('serial');
await import('../../apps/server/src/main');
