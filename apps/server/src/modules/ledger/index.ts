/**
 * The ledger module's entry: other modules import from here only. Balances change only through `Ledger`
 * (post, hold, postHold, releaseHold) inside the caller's transaction; statements and ref lookups are read
 * through it too; `balanceIn` picks one account's row out of those balances by name. `checkLedger` verifies
 * the journal's invariants (CLI and tests).
 */
export { Ledger } from './ledger.service';
export { balanceIn } from './accounts';
export { checkLedger, type Violation } from './invariants';
export { journalCounts, type AccountLogRow, type JournalCounts, type TransferRow } from './statements.repo';
export type {
  AccountBalance,
  AccountRef,
  Bucket,
  EntryInput,
  HouseCode,
  PostingLine,
  UserAccountType,
} from './types';
export { ledgerModule } from './ledger.module';
