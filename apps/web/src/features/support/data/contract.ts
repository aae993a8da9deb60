/*
 * The support contract's parts the badge and the visitor's identity use, each from its own module: the
 * contract's support index also holds the operator inbox and the chat's views, which home's menu would then
 * bring along.
 */
export { supportApi } from '../../../../../../packages/contract/src/support/support';
export { supportSideOf } from '../../../../../../packages/contract/src/support/support-timeline';
