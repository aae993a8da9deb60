/**
 * What other features may use of push notifications: the settings page's path, the logout's clean-up, and the
 * language change's update of this device.
 */
export { PUSH_SETTINGS_PATH } from './paths';
export { forgetThisDevice } from './data/forget';
export { sendLanguageToThisDevice } from './data/language';
