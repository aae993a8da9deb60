/*
 * The parts of the contract's notifications the screens and toasts use, each from its own module: the
 * contract's index (`@meridian/contract/notifications`) holds every language's texts.
 */
export { isAppLink } from '../../../../../../packages/contract/src/notifications/links';
export { isNotificationKey } from '../../../../../../packages/contract/src/notifications/keys';
export { renderWithTexts } from '../../../../../../packages/contract/src/notifications/render';
export { NOTIFICATION_TEXT_LOADERS } from '../../../../../../packages/contract/src/notifications/by-language';
