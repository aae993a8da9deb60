import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../../platform/db';
import type { Jobs } from '../../../platform/jobs';
import type { AccountService } from '../../account';
import type { Ledger } from '../../ledger';
import type { Notifier } from '../../notifications';
import type { CopyPositions } from './copy-positions';

/** What the copy engine uses: the platform's database and jobs, and the services of other modules. */
export interface CopyDeps {
  db: Db;
  pool: pg.Pool;
  jobs: Jobs;
  log: FastifyBaseLogger;
  copies: CopyPositions;
  ledger: Ledger;
  notifications: Notifier;
  account: Pick<AccountService, 'profilesOf'>;
}

/** Followers per copy job: one transaction opens, closes or updates this many copies. */
export const COPY_BATCH = 100;
/** Copy jobs run before the domain-event deliveries their copies record (lower runs first). */
export const COPY_PRIORITY = -10;
/** How often the leader checks the copier stop-losses on the marks. */
export const STOP_LOSS_CHECK_MS = 2_000;
