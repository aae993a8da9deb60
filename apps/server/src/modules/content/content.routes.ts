import { API } from '@meridian/contract/api';
import { CONTENT_CATEGORY } from '@meridian/contract/content';
import type { FastifyInstance } from 'fastify';
import { handle } from '../../platform/http/route';
import type { ContentMenu } from './menu';
import type { ContentService } from './content.service';

/**
 * The app's content calls (contract `API.content`): lists, an article, the pop-up and its seen mark, the fixed
 * articles, the home menu. Every read answers in the request's language (falling back to en).
 */
export function contentRoutes(app: FastifyInstance, s: { content: ContentService; menu: ContentMenu }): void {
  const api = API.content;
  handle(app, api.newsList, (input, ctx) => s.content.list(input, ctx.lang));
  handle(app, api.newsDetail, (input, ctx) => s.content.detail(input.id, ctx.lang));
  handle(app, api.indexPop, (_input, ctx) => s.content.indexPop(ctx.lang, ctx.session?.userId));
  handle(app, api.indexPopSeen, (input, ctx) => s.content.markPopSeen(ctx.session.userId, input), {
    rateLimit: { max: 60, timeWindowMs: 60_000 },
  });
  handle(app, api.faq, (_input, ctx) => s.content.fixed(CONTENT_CATEGORY.faq, ctx.lang));
  handle(app, api.aboutus, (_input, ctx) => s.content.fixed(CONTENT_CATEGORY.about, ctx.lang));
  handle(app, api.contactus, (_input, ctx) => s.content.fixed(CONTENT_CATEGORY.contact, ctx.lang));
  handle(app, api.operationalCompliance, (_input, ctx) =>
    s.content.fixed(CONTENT_CATEGORY.compliance, ctx.lang),
  );
  handle(app, api.inviteArticle, (_input, ctx) => s.content.fixed(CONTENT_CATEGORY.invite, ctx.lang));
  handle(app, api.menu, () => s.menu.appMenu());
}
