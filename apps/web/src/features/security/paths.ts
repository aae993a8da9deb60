/** The security center's own screens (app/routes.ts lists them). */
export const SECURITY_PATH = '/pages/setting/security';
export const AUTHENTICATOR_PATH = '/pages/setting/authenticator';
export const PASSKEYS_PATH = '/pages/setting/passkeys';
/** Where a paused withdrawal after "not me" is mended: a new login password. */
export const LOGIN_PASSWORD_PATH = '/pages/setting/password';
