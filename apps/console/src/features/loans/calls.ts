import { opsLoansApi } from '@meridian/contract/loans';
import type { OpsLoanListRequest, OpsLoanProductSaveRequest } from '@meridian/contract/loans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { useAuditedChange } from '../../lib/change';
import { keyForClick } from '../../lib/queue';

/**
 * The console's loan calls (contract API.opsLoans): the products per collateral coin (save = create or
 * edit, audited by the server) and the loan book with each loan's LTV now. A save carries its click's
 * Idempotency-Key and refreshes the products and the audit log. `loanCalls` is the plain layer under the hooks
 * (tests give it a mocked http).
 */

export const loanKeys = {
  all: ['ops', 'loans'] as const,
  products: () => ['ops', 'loans', 'products'] as const,
  book: (query: OpsLoanListRequest) => ['ops', 'loans', 'book', query] as const,
};

export function loanCalls(h: Http) {
  return {
    products: (signal?: AbortSignal) => h.call(opsLoansApi.products, {}, signal ? { signal } : {}),
    save: (input: OpsLoanProductSaveRequest) =>
      h.call(opsLoansApi.productSave, input, { idempotencyKey: keyForClick(input) }),
    book: (query: OpsLoanListRequest, signal?: AbortSignal) =>
      h.call(opsLoansApi.list, query, signal ? { signal } : {}),
  };
}

const calls = loanCalls(http);

export function useLoanProducts() {
  return useQuery({ queryKey: loanKeys.products(), queryFn: ({ signal }) => calls.products(signal) });
}

export const useLoanProductSave = () => useAuditedChange(loanKeys.all, calls.save);

/** The loan book; LTVs move with the feed, so an open page re-reads every 30 s. */
export function useLoanBook(query: OpsLoanListRequest) {
  return useQuery({
    queryKey: loanKeys.book(query),
    queryFn: ({ signal }) => calls.book(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
