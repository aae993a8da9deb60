/**
 * The account module's entry: other modules import from here only. Users, registration and login,
 * sessions (tokens stored as hashes), the profile and verification codes; password and token hashing are
 * shared with the operator accounts of `ops`.
 */
export { AccountService } from './account.service';
export type { PublicProfile } from './users.repo';
export { accountRoutes } from './account.routes';
export { ProfileService } from './profile.service';
export { profileRoutes } from './profile.routes';
export { hashToken, SessionsService, tokenFromHeader } from './sessions.service';
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
export {
  AccountGuards,
  type AccountWatcher,
  type CredentialChange,
  type CredentialGuard,
  type SessionStarted,
} from './guards.hooks';
export { AccountGates, type SecondFactorFields, type SecondFactorGate } from './gates.hooks';
export { accountModule } from './account.module';
