import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { PasskeysService } from './passkeys.service';

/** Calls that issue or answer a WebAuthn challenge (the factor lockout is the real limit; this caps the load). */
const CEREMONY_RATE = { rateLimit: { max: 20, timeWindowMs: 60_000 } };

/** The security center's passkey calls (contract `API.security.passkey*`). */
export function passkeysRoutes(app: FastifyInstance, passkeys: PasskeysService): void {
  const api = API.security;
  handle(app, api.passkeyRegisterOptions, (_input, ctx) => passkeys.registerOptions(ctx), CEREMONY_RATE);
  handle(app, api.passkeyRegister, (input, ctx) => passkeys.register(input, ctx), CEREMONY_RATE);
  handle(app, api.passkeyRename, (input, ctx) => passkeys.rename(input, ctx));
  handle(app, api.passkeyRemove, (input, ctx) => passkeys.remove(input, ctx));
  handle(app, api.passkeyAssertOptions, (_input, ctx) => passkeys.assertOptions(ctx), CEREMONY_RATE);
  handle(app, api.passkeyLoginOptions, (input, ctx) => passkeys.loginOptions(input, ctx), CEREMONY_RATE);
  handle(app, api.passkeyLogin, (input, ctx) => passkeys.login(input, ctx), CEREMONY_RATE);
}
