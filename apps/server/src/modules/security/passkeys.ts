import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db';
import type { ModuleContext } from '../../platform/module';
import type { Port } from '../../platform/tx-hooks';
import type { PasskeyVerifier } from './factors.deps';
import type { FactorsService } from './factors.service';
import { readOverview } from './overview';
import { passkeysRoutes } from './passkeys.routes';
import { PasskeysService, type PasskeysServiceDeps } from './passkeys.service';
import { pauseWithdrawals } from './pauses';
import { consumeStepUp } from './step-ups.commands';

/**
 * Sets passkeys up inside the security module's set-up: the service, its routes, and the passkey verifier the
 * login gate and the step-up use.
 */
export function setupPasskeys(input: {
  db: Db;
  ctx: Pick<ModuleContext, 'config' | 'use'>;
  factors: FactorsService;
  notice: PasskeysServiceDeps['notice'];
  verifier: Port<PasskeyVerifier>;
}): { passkeys: PasskeysService; routes: (api: FastifyInstance) => void } {
  const { db, ctx } = input;
  const account = ctx.use('account');
  const passkeys = new PasskeysService({
    db,
    publicUrl: ctx.config.publicUrl,
    accounts: account,
    consumeStepUp,
    lockout: input.factors,
    pauseWithdrawals,
    notice: input.notice,
    overview: (userId) => readOverview(db, userId),
  });
  input.verifier.provide({ verifyAssertion: (assertion) => passkeys.verifyForFactor(assertion) });
  return { passkeys, routes: (api) => passkeysRoutes(api, passkeys) };
}
