/** What other features may use of account: light hooks, helpers and components — never its pages. */
export { forgetFormSchema } from './components/accountSchemas';
export { sendEmailCode, sendSmsCode, startSession, useForget, useLogout } from './data/auth';
export { accountKeys } from './data/keys';
export { useRevokeSessions, useSessions, useUserInfo } from './data/sessions';
export { useStayLoggedIn } from './data/stay';
