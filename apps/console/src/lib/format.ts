import dayjs from 'dayjs';
import { S } from '../strings';

/** Local date-time of an ISO timestamp ('—' when missing, the raw text when unparsable). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return S.none;
  const value = dayjs(iso);
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm:ss') : iso;
}

/** Date part ('YYYY-MM-DD') of an ISO timestamp; the raw text when unparsable. */
export function formatDate(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('YYYY-MM-DD') : iso;
}

/** Time-of-day part ('HH:mm:ss') of an ISO timestamp; '' when unparsable. */
export function formatClock(iso: string): string {
  const value = dayjs(iso);
  return value.isValid() ? value.format('HH:mm:ss') : '';
}

/** Document type label (contract ID_TYPE: 0 ID card, 1 passport, 2 driving licence). */
export function idTypeLabel(idType: number | null): string {
  if (idType === null) return S.none;
  return S.idTypes[idType] ?? S.unknownIdType(idType);
}

/** Withdrawal destination kind (contract WITHDRAW_DESTINATIONS: 0 address, 1 bank, 2 international). */
export function destinationTypeLabel(type: number): string {
  return S.destinationTypes[type] ?? String(type);
}

/** '—' for empty strings, so blank cells read as deliberate. */
export function orDash(text: string | null | undefined): string {
  return text && text.trim() ? text : S.none;
}

/**
 * A decimal string for reading: thousands separators, trailing fractional zeros dropped
 * ('1234567.8900' → '1,234,567.89'). Pure string work: money never passes through a JS number.
 */
export function formatAmount(value: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction.replace(/0+$/, '');
  return `${sign}${grouped}${trimmed ? `.${trimmed}` : ''}`;
}
