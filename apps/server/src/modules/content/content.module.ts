import { defineModule } from '../../platform/module';
import { ContentEditor } from './editor';
import { ContentMenu } from './menu';
import { contentOpsRoutes } from './content.ops-routes';
import { contentRoutes } from './content.routes';
import { ContentSeed } from './seeding';
import { ContentService } from './content.service';
import { HomeFirstScreen } from './first-screen';
import { ContentSite } from './site';

declare module '../../platform/module' {
  interface Services {
    content: ContentService;
    contentEditor: ContentEditor;
    contentMenu: ContentMenu;
    contentSite: ContentSite;
    contentSeed: ContentSeed;
    homeFirstScreen: HomeFirstScreen;
  }
}

/**
 * Content: articles per language with fallback to en (announcements, banners, the home pop-up, FAQ,
 * about us, contact us, operational compliance, the invite article), the home menu, sanitised rich text from the
 * console, the public site settings, starting content in nine languages (saved at start through the console's
 * own save; not under NODE_ENV=test, where a test calls `contentSeed.ensure`).
 */
export const contentModule = defineModule({
  name: 'content',
  setup: ({ audit, config, database, logger, media, use }) => {
    const db = database.db;
    const content = new ContentService({ db, demoContent: config.demo.content });
    const contentEditor = new ContentEditor(db);
    const contentMenu = new ContentMenu(db);
    const contentSite = new ContentSite({ db, settings: use('settings') });
    const homeFirstScreen = new HomeFirstScreen({
      content,
      settings: use('settings'),
      origin: config.publicUrl ?? '',
    });
    const contentSeed = new ContentSeed({
      db,
      editor: contentEditor,
      menu: contentMenu,
      demoContent: config.demo.content,
      log: logger,
    });
    const account = use('account');
    let contentUser: Promise<number> | undefined;
    const contentUserId = () => {
      contentUser ??= account.ensureSystemUser('content', 'Content');
      return contentUser;
    };
    return {
      services: { content, contentEditor, contentMenu, contentSite, contentSeed, homeFirstScreen },
      routes: (api) => {
        contentRoutes(api, { content, menu: contentMenu });
        contentOpsRoutes(api, {
          editor: contentEditor,
          menu: contentMenu,
          site: contentSite,
          ops: audit,
          upload: { media, publicUrl: config.publicUrl, ownerId: contentUserId },
        });
      },
      start: async () => {
        await contentMenu.ensure();
        if (config.nodeEnv === 'test') return;
        // real starting texts: in place before the node serves (insert-only, so a restart changes nothing)
        await contentSeed.ensure().catch((err: unknown) => {
          logger.error({ err }, 'content: the starting content could not be saved');
        });
      },
    };
  },
});
