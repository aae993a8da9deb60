/** The push notifications settings page (app/routes.ts lists it). */
export const PUSH_SETTINGS_PATH = '/pages/setting/push';
