import { STATEMENT_TEXTS } from '@meridian/contract/wallet';
import type { LangCode } from '@meridian/contract';
import type { AccountLogRecord, RequestState } from '@meridian/contract/wallet';
import dayjs from 'dayjs';

/** The bill (wallet/legal_log across currencies and accounts): rows grouped under their local day. */
export function groupByDay<T extends { created_time: string }>(
  rows: readonly T[],
): { day: string; rows: T[] }[] {
  const groups: { day: string; rows: T[] }[] = [];
  for (const r of rows) {
    const day = dayjs(r.created_time).format('YYYY-MM-DD');
    const last = groups[groups.length - 1];
    if (last?.day === day) last.rows.push(r);
    else groups.push({ day, rows: [r] });
  }
  return groups;
}

/**
 * A statement line's title in the reader's language: the label the server gave it (the entry kind made precise
 * by its reference), through the contract's nine-language catalogue — never the raw code.
 */
export function statementTitle(r: Pick<AccountLogRecord, 'label'>, lang: LangCode): string {
  const texts = STATEMENT_TEXTS[lang] ?? STATEMENT_TEXTS.en;
  return texts[r.label] ?? texts.other;
}

/** What a line says besides its amount: the withdrawal's figures, and which balance moved. */
export interface StatementFacts {
  /** The withdrawal's request, fee, payout (decimal strings) and state; undefined for other lines. */
  withdrawal?: { requested: string; fee: string; payout: string; status: RequestState };
  /** `frozen` when the line moved the frozen balance (a withdrawal paid out of its hold). */
  bucket: 'available' | 'frozen';
}

export function statementFacts(r: Pick<AccountLogRecord, 'withdrawal' | 'bucket'>): StatementFacts {
  const w = r.withdrawal;
  return {
    bucket: r.bucket,
    ...(w
      ? { withdrawal: { requested: w.number, fee: w.fee, payout: w.real_number, status: w.status } }
      : {}),
  };
}
