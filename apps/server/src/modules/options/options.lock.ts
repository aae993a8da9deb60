import type pg from 'pg';
import { advisoryLock, type AdvisoryLock } from '../../platform/db/advisory-lock';

/** Key of the options settler's lock ("OPTS"): exactly one node records prices and settles at a time. */
const SETTLER_LOCK_KEY = 0x4f50_5453;

export type SettlerLock = AdvisoryLock;

/** Taken where the settler is built (app.ts); another node's settler takes over if this node dies. */
export const settlerLock = (pool: pg.Pool): SettlerLock => advisoryLock(pool, SETTLER_LOCK_KEY);
