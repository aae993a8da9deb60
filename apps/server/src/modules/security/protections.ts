import type { FastifyInstance } from 'fastify';
import type { AnyJobDefinition } from '../../platform/jobs';
import type { ModuleContext } from '../../platform/module';
import { SecurityNotices, type SecurityNotice } from './notices.service';
import { protectionsRoutes } from './protections.routes';
import { ProtectionsService } from './protections.service';

/** What the protections add to the security module: the notice function, their routes and the e-mail job. */
export interface ProtectionsParts {
  notice: SecurityNotice;
  protections: ProtectionsService;
  routes: (api: FastifyInstance) => void;
  jobs: readonly AnyJobDefinition[];
}

/**
 * Sets the protections up inside the security module's set-up: provides the guard ports the account, settings
 * and wallet modules publish, and the outbox's anti-phishing port (those modules never import this one).
 */
export function setupProtections(
  ctx: Pick<ModuleContext, 'database' | 'jobs' | 'outbox' | 'use'>,
): ProtectionsParts {
  const { database, jobs, outbox, use } = ctx;
  const account = use('account');
  const notices = new SecurityNotices({
    db: database.db,
    notifier: use('notifications'),
    jobs,
    outbox,
    emailOf: (userId, db) => account.emailOf(userId, db),
  });
  const protections = new ProtectionsService({
    db: database.db,
    notice: notices.notice,
    endOtherSession: (tx, userId, sessionId, current) =>
      account.sessions.endOther(tx, userId, sessionId, current),
    now: () => new Date(),
  });
  const accountGuards = use('accountGuards');
  accountGuards.payPasswordChange.provide(protections.payPasswordGuard);
  accountGuards.contactChange.provide(protections.contactGuard);
  accountGuards.passwordChanged.provide(protections.passwordChanged);
  accountGuards.sessionStarted.provide(protections.sessionStarted);
  use('settingsGuards').destinationAdded.provide(protections.destinationGuard);
  use('walletGuards').withdrawal.provide(protections.withdrawalGuard);
  outbox.antiPhishing.provide({
    phraseFor: async (address) => {
      const userId = await account.userIdByLogin(address);
      return userId === undefined ? null : protections.phraseOf(userId);
    },
  });
  return {
    notice: notices.notice,
    protections,
    routes: (api) => protectionsRoutes(api, protections),
    jobs: [notices.mailJob],
  };
}
