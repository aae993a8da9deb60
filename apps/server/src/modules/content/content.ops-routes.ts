import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import {
  operatorImageUploadRoute,
  type OperatorImageUploadDeps,
} from '../../platform/http/operator-image-upload';
import { handle } from '../../platform/http/route';
import type { OperatorAudit } from '../../platform/audit';
import { newGroupKey, type ContentEditor } from './editor';
import type { ContentMenu } from './menu';
import type { ContentSite } from './site';

/**
 * The console's content calls (contract `API.opsContent`, operator tokens only): articles, the home menu, the
 * site settings, image uploads. Each change writes its audit row (content.article_save, content.article_delete,
 * content.menu_save, content.settings_save) in its own transaction. `ops` is resolved late (the ops module is
 * set up after this one).
 */
export function contentOpsRoutes(
  app: FastifyInstance,
  s: {
    editor: ContentEditor;
    menu: ContentMenu;
    site: ContentSite;
    ops: OperatorAudit;
    upload: OperatorImageUploadDeps;
  },
): void {
  const api = API.opsContent;
  handle(app, api.articles, (input) => s.editor.list(input));
  handle(app, api.article, (input) => s.editor.group(input.group_key));
  handle(app, api.articleSave, (input, ctx) => {
    // a new group's key is drawn here, so its audit rows name it from the first save
    const groupKey = input.group_key ?? newGroupKey();
    return s.editor.save(
      { ...input, group_key: groupKey },
      s.ops.audit(ctx, 'content.article_save', 'content_article', groupKey),
    );
  });
  handle(app, api.articleDelete, (input, ctx) =>
    s.editor.delete(input, s.ops.audit(ctx, 'content.article_delete', 'content_article', input.group_key)),
  );
  handle(app, api.menu, () => s.menu.opsMenu());
  handle(app, api.menuSave, (input, ctx) =>
    s.menu.save(input.items, s.ops.audit(ctx, 'content.menu_save', 'content_menu', 'home')),
  );
  handle(app, api.settings, () => s.site.read());
  handle(app, api.settingsSave, (input, ctx) =>
    s.site.save(input, s.ops.audit(ctx, 'content.settings_save', 'settings', 'site')),
  );
  operatorImageUploadRoute(app, API.opsContent.upload, 'content', s.upload);
}
