/** What other features may use of push notifications: the settings page's path (app/routes.ts lists it). */
export { PUSH_SETTINGS_PATH } from './paths';
