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
