import type pg from 'pg';
import { advisoryLock, type AdvisoryLock } from '../../../platform/db/advisory-lock';

/** Key of the market maker's lock ("MMKR"): exactly one node quotes for the house at a time. */
const MAKER_LOCK_KEY = 0x4d4d_4b52;

export type MakerLock = AdvisoryLock;

/** Taken where the maker is built (app.ts); another node's maker takes over if this node dies. */
export const makerLock = (pool: pg.Pool): MakerLock => advisoryLock(pool, MAKER_LOCK_KEY);
