import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import { handle } from '../../platform/http/route';
import { readOverview } from './overview';
import type { StepUpService } from './step-ups.service';
import type { TotpService } from './totp.service';

/** Rate of the calls that check a second factor (the lockout is the real limit; this caps the load). */
const FACTOR_RATE = { rateLimit: { max: 20, timeWindowMs: 60_000 } };

/** The security center's factor calls (contract `API.security`): overview, authenticator, recovery codes, step-up. */
export function securityRoutes(
  app: FastifyInstance,
  s: { db: Db; totp: TotpService; stepUps: StepUpService },
): void {
  handle(app, API.security.overview, (_input, ctx) => readOverview(s.db, ctx.session.userId));
  handle(app, API.security.totpSetup, (_input, ctx) => s.totp.setup(ctx));
  handle(app, API.security.totpEnable, (input, ctx) => s.totp.enable(input, ctx), FACTOR_RATE);
  handle(app, API.security.totpDisable, (input, ctx) => s.totp.disable(input, ctx));
  handle(app, API.security.recoveryCodes, (input, ctx) => s.totp.renewRecoveryCodes(input, ctx));
  handle(app, API.security.stepUp, (input, ctx) => s.stepUps.stepUp(input, ctx), FACTOR_RATE);
}
