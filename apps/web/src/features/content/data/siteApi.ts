/*
 * The public settings' endpoints from their own module: the contract's settings index also holds the bank-card
 * rules (an IBAN library), which home's banner and header would then bring along.
 */
export { siteApi } from '../../../../../../packages/contract/src/settings/site';
