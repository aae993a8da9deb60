/** Loan page paths (common/borrowing). */
export const BORROW_HOME = '/pages/common/borrowing';
export const LOAN_PATH = '/pages/common/loan';

/** The borrowing screen on a tab: `borrow` (the form) or `loans` (my loans). */
export function borrowingPath(tab: 'borrow' | 'loans' = 'borrow'): string {
  return tab === 'borrow' ? BORROW_HOME : `${BORROW_HOME}?tab=loans`;
}

export function loanPath(id: number): string {
  return `${LOAN_PATH}?id=${id}`;
}

/** `?id=` of the loan page: a positive whole number, else 0. */
export function idParam(value: string | null): number {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0;
}
