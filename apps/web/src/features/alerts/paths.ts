/** The price alerts page (app/routes.ts lists it; the settings page and the alert sheet link to it). */
export const ALERTS_PATH = '/pages/setting/alerts';
