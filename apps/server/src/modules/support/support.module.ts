import { defineModule } from '../../platform/module';
import { ensureDemoCanned } from './demo/demo-support';
import { SupportChat } from './chat';
import { SupportReplyNotifier } from './notify';
import { SupportOps } from './support-ops.service';
import { SupportProfiles } from './profiles';
import { SupportPushes } from './pushes';
import { supportRoutes } from './support.routes';
import { supportOpsRoutes } from './support.ops-routes';
import { SupportTopics } from './topics';
import { SupportVisitors } from './visitors';

declare module '../../platform/module' {
  interface Services {
    supportTopics: SupportTopics;
    supportChat: SupportChat;
    supportOps: SupportOps;
    supportVisitors: SupportVisitors;
    supportReplies: SupportReplyNotifier;
  }
}

/**
 * Support chat: threads between a user (or a visitor, merged into the account at login) and the
 * support team, kept in PostgreSQL, sent over REST with client ids and pushed on the socket after commit (to the
 * owner's room and the operators' room, across nodes through the Redis adapter); the console's inbox. Modules
 * with records users ask about register a topic kind on `supportTopics` (OTC orders, loans), so a thread can be
 * about one record.
 */
export const supportModule = defineModule({
  name: 'support',
  setup: ({ audit, config, database, logger, jobs, images, media, use }) => {
    const now = () => new Date();
    const db = database.db;
    const supportTopics = new SupportTopics();
    const pushes = new SupportPushes();
    const supportVisitors = new SupportVisitors({ db, now });
    const supportReplies = new SupportReplyNotifier({ db, jobs, notifier: use('notifications'), now });
    const supportChat = new SupportChat({
      db,
      topics: supportTopics,
      visitors: supportVisitors,
      pushes,
      images,
      now,
    });
    const account = use('account');
    const operators = use('operators');
    let supportUser: Promise<number> | undefined;
    const supportUserId = () => {
      supportUser ??= account.ensureSystemUser('support', 'Support');
      return supportUser;
    };
    const supportOps = new SupportOps({
      db,
      chat: supportChat,
      pushes,
      replies: supportReplies,
      profiles: new SupportProfiles({
        db,
        account,
        kyc: use('kyc'),
        ledger: use('ledger'),
        market: use('market'),
        topics: supportTopics,
      }),
      operators: () => operators.list(),
      supportImage: async (url) => {
        const stored = await media.resolve(url);
        return stored && stored.userId === (await supportUserId()) ? stored.name : undefined;
      },
      demoContent: config.demo.content,
      now,
    });
    let demo: Promise<unknown> = Promise.resolve();
    return {
      services: { supportTopics, supportChat, supportOps, supportVisitors, supportReplies },
      routes: (api) => {
        supportRoutes(api, { chat: supportChat, visitors: supportVisitors });
        supportOpsRoutes(api, {
          ops: audit,
          supportOps,
          upload: { media, publicUrl: config.publicUrl, ownerId: supportUserId },
        });
      },
      realtime: (io) => pushes.attach(io),
      jobs: [supportReplies.job],
      start: () => {
        if (!config.demo.content) return;
        demo = ensureDemoCanned({ db, supportOps, log: logger }).catch((err: unknown) =>
          logger.error({ err }, 'support: demo canned replies could not be created'),
        );
      },
      stop: async () => {
        await demo;
      },
    };
  },
});
