import { frozenTrigger } from '../../engines/triggers/trigger-index';
import type { Trigger } from '../../engines/triggers/types';
import type { LivePage } from './futures.repo';
import { alertLevel, ticks, type TriggerKind, type TriggerPayload } from './trigger-levels';
import { FUTURES_STATUS } from '@meridian/contract/futures';

/** The pair of a position for its levels: symbol and price precision (undefined: not a futures pair). */
export interface LevelPair {
  symbol: string;
  pricePrecision: number;
}

const SPACE = 32;
const NEWLINE = 10;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
/** Digits a number holds exactly (10^15 < 2^53): longer tick counts take the Decimal path. */
const SAFE_DIGITS = 15;

/**
 * A decimal string's value in ticks of `precision` fraction digits, rounded half up (away from zero) as
 * `levelsOf` does with Decimal: exact, from the digits (no floating point); beyond 15 digits, through Decimal.
 */
export function ticksOf(s: string, start: number, end: number, precision: number): bigint {
  let i = start;
  const negative = s.charCodeAt(i) === MINUS;
  if (negative) i += 1;
  let value = 0;
  let digits = 0;
  let fraction = -1; // fraction digits taken so far; -1 before the point
  for (; i < end; i += 1) {
    const c = s.charCodeAt(i);
    if (c === DOT) {
      fraction = 0;
      continue;
    }
    // anything but a digit (NUMERIC's 'NaN'): the Decimal path, which `levelsOf` takes too
    if (c < ZERO || c > ZERO + 9) return ticks(s.slice(start, end), precision);
    if (fraction === precision) {
      if (c - ZERO >= 5) value += 1;
      break;
    }
    value = value * 10 + (c - ZERO);
    if (value > 0) digits += 1;
    if (fraction >= 0) fraction += 1;
    if (digits > SAFE_DIGITS) return ticks(s.slice(start, end), precision);
  }
  if (fraction < 0) fraction = 0;
  for (; fraction < precision; fraction += 1) {
    value *= 10;
    if (value > 0) digits += 1;
    if (digits > SAFE_DIGITS) return ticks(s.slice(start, end), precision);
  }
  return BigInt(negative ? -value : value);
}

/** Appends one trigger of a position (the same object `levelsOf` makes). */
function push(
  out: Trigger<TriggerPayload>[],
  kind: TriggerKind,
  id: string,
  positionId: number,
  symbol: string,
  direction: 'above' | 'below',
  level: bigint,
) {
  out.push(frozenTrigger(`${kind}:${id}`, symbol, direction, level, { positionId, kind }));
}

/** Fields of a line of `repo.liveLevelRows`. */
const FIELDS = 14;

/**
 * The levels of a page of live positions read by `repo.liveLevelRows` (one text, a line per position: id, pair,
 * side, status, then target, take-profit, stop-loss, liquidation and limit-close prices, an empty field for
 * NULL, then entry, quantity, margin, opening margin and the warned flag for the margin alert), appended
 * to `out` in id order: the same triggers, in the same order, as `levelsOf` of each row (: no row
 * objects, no Decimal per price). Returns the page's position count.
 */
export function parseLevelRows(
  page: LivePage,
  pairOf: (pairId: number) => LevelPair | undefined,
  out: Trigger<TriggerPayload>[],
): number {
  const s = page.text;
  const fields: number[] = new Array<number>(FIELDS + 1).fill(0);
  let at = 0;
  let count = 0;
  let lastId = -1;
  while (at < s.length) {
    // fields[k] is the start of field k; fields[k + 1] - 1 its end
    let f = 0;
    fields[0] = at;
    for (; at < s.length; at += 1) {
      const c = s.charCodeAt(at);
      if (c === SPACE) fields[++f] = at + 1;
      else if (c === NEWLINE) break;
    }
    fields[FIELDS] = at + 1;
    at += 1;
    if (f !== FIELDS - 1) throw new Error(`futures trigger rebuild: a row has ${f + 1} fields`);
    const idText = s.slice(fields[0], fields[1]! - 1);
    const positionId = Number(idText);
    if (!(positionId > lastId)) throw new Error('futures trigger rebuild: rows out of id order');
    lastId = positionId;
    count += 1;
    const pair = pairOf(intAt(s, fields[1]!, fields[2]! - 1));
    if (pair === undefined) continue;
    const long = intAt(s, fields[2]!, fields[3]! - 1) === 1;
    const status = intAt(s, fields[3]!, fields[4]! - 1);
    const p = pair.pricePrecision;
    const level = (k: number) => {
      const a = fields[k]!;
      const b = fields[k + 1]! - 1;
      return a === b ? undefined : ticksOf(s, a, b, p);
    };
    const sym = pair.symbol;
    if (status === FUTURES_STATUS.pending) {
      const lim = level(4);
      if (lim !== undefined) push(out, 'lim', idText, positionId, sym, long ? 'below' : 'above', lim);
    } else if (status === FUTURES_STATUS.open) {
      const tp = level(5);
      if (tp !== undefined) push(out, 'tp', idText, positionId, sym, long ? 'above' : 'below', tp);
      const sl = level(6);
      if (sl !== undefined) push(out, 'sl', idText, positionId, sym, long ? 'below' : 'above', sl);
      const liq = level(7);
      if (liq !== undefined) push(out, 'liq', idText, positionId, sym, long ? 'below' : 'above', liq);
      const lc = level(8);
      if (lc !== undefined) push(out, 'lc', idText, positionId, sym, long ? 'above' : 'below', lc);
      const text = (k: number) => s.slice(fields[k], fields[k + 1]! - 1);
      const entry = text(9);
      if (entry !== '') {
        // the alert level is a formula of the margin, computed as `levelsOf` computes it
        const a = alertLevel(
          long,
          text(13) === '1',
          { entry, quantity: text(10), margin: text(11), originMargin: text(12) },
          p,
        );
        push(out, a.kind, idText, positionId, sym, a.direction, a.level);
      }
    }
  }
  if (count !== page.rows) throw new Error(`futures trigger rebuild: ${count} of ${page.rows} rows parsed`);
  return count;
}

/** A small non-negative integer field. */
function intAt(s: string, start: number, end: number): number {
  let v = 0;
  for (let i = start; i < end; i += 1) v = v * 10 + (s.charCodeAt(i) - ZERO);
  return v;
}

/**
 * Every live position's levels (the rebuild after a restart): keyset pages of `pageRows` read as one
 * text each, the next page's query sent before this page is parsed (the database works while this process
 * parses). `read(afterId)` is `repo.liveLevelRows`. Stops early when `signal` aborts.
 */
export async function readLiveLevels(
  read: (afterId: number) => Promise<LivePage>,
  pairOf: (pairId: number) => LevelPair | undefined,
  pageRows: number,
  signal: AbortSignal,
  maxPages: number,
): Promise<Trigger<TriggerPayload>[]> {
  const pairs = new Map<number, LevelPair | undefined>();
  const cachedPair = (id: number) => {
    if (!pairs.has(id)) pairs.set(id, pairOf(id));
    return pairs.get(id);
  };
  const out: Trigger<TriggerPayload>[] = [];
  let next: Promise<LivePage> | undefined = read(0);
  for (let page = 0; next && page < maxPages && !signal.aborted; page += 1) {
    const current: LivePage = await next;
    next = current.rows < pageRows ? undefined : read(current.lastId);
    parseLevelRows(current, cachedPair, out);
  }
  // a prefetched page left unread (aborted): its failure must not go unhandled
  next?.catch(() => undefined);
  return out;
}
