/** What other features may use of push notifications: the settings page's path, the logout's clean-up. */
export { PUSH_SETTINGS_PATH } from './paths';
export { forgetThisDevice } from './data/forget';
