/** What stops/lazy.ts loads in one chunk. */
export { StopTicket } from './StopTicket';
export { OcoReason, PairCancelNote, StopCells } from './StopCells';
