import type pg from 'pg';
import { advisoryLock, type AdvisoryLock } from '../../platform/db/advisory-lock';

/** Key of the futures trigger lock ("LEVR"): exactly one node evaluates futures triggers at a time. */
const LEVER_LOCK_KEY = 0x4c45_5652;

export type LeaderLock = AdvisoryLock;

/** Taken where the futures runtime is built; freed by PostgreSQL if the node dies. */
export const leaderLock = (pool: pg.Pool): LeaderLock => advisoryLock(pool, LEVER_LOCK_KEY);
