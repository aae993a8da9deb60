/*
 * The notifications' endpoints from their own module: the contract's index (`@meridian/contract/notifications`)
 * holds every language's texts, which the bell's count would then bring along.
 */
export { notificationsApi } from '../../../../../../packages/contract/src/notifications/notifications-api';
