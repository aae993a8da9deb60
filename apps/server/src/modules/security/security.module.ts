import { defineModule } from '../../platform/module';
import { loadServerKey } from '../../platform/server-key';
import { Port } from '../../platform/tx-hooks';
import type { PasskeyVerifier } from './factors.deps';
import { FactorsService } from './factors.service';
import { secondFactorGate } from './login-gate';
import { setupPasskeys } from './passkeys';
import { setupProtections } from './protections';
import { SecretBox } from './secret-box';
import { securityRoutes } from './security.routes';
import { StepUpService } from './step-ups.service';
import { TotpService } from './totp.service';

declare module '../../platform/module' {
  interface Services {
    securityFactors: FactorsService;
    stepUps: StepUpService;
    totp: TotpService;
  }
}

/**
 * The security center: second factors (authenticator app, recovery codes, passkeys), step-up proofs the other
 * modules spend in their transactions, the login and reset second factor, and the withdrawal protections.
 */
export const securityModule = defineModule({
  name: 'security',
  setup: async ({ config, database, jobs, outbox, use }) => {
    const db = database.db;
    const box = new SecretBox(
      await loadServerKey({
        secret: config.securitySecret,
        keyFile: config.securityKeyFile,
        what: 'security key',
      }),
    );
    const account = use('account');
    const protections = setupProtections({ database, jobs, outbox, use });
    const passkeyVerifier = new Port<PasskeyVerifier>('security: passkey verifier');
    const securityFactors = new FactorsService({ db, box, passkeyVerifier });
    const stepUps = new StepUpService({ db, factors: securityFactors });
    const totp = new TotpService({
      db,
      box,
      accountLabel: async (userId) => (await account.accountsOf([userId])).get(userId) ?? '',
      notice: protections.notice,
    });
    const passkeys = setupPasskeys({
      db,
      ctx: { config, use },
      factors: securityFactors,
      notice: protections.notice,
      verifier: passkeyVerifier,
    });
    const gates = use('accountGates');
    gates.login.provide(secondFactorGate(db, securityFactors));
    gates.reset.provide(secondFactorGate(db, securityFactors));
    return {
      services: { securityFactors, stepUps, totp },
      routes: (api) => {
        securityRoutes(api, { db, totp, stepUps });
        protections.routes(api);
        passkeys.routes(api);
      },
      jobs: protections.jobs,
    };
  },
});
