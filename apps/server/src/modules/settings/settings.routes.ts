import { API } from '@meridian/contract/api';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../platform/http/origin';
import { handle } from '../../platform/http/route';
import type { SettingsService } from './settings.service';

/** Public settings and the site configuration (contract `API.site`). */
export function settingsRoutes(
  app: FastifyInstance,
  settings: SettingsService,
  configuredOrigin?: string,
): void {
  handle(app, API.site.getSetting, (input) => settings.getPublic(input.keyword));
  handle(app, API.site.getSiteConfig, (_input, ctx) =>
    settings.siteConfig(publicOrigin(ctx.req, configuredOrigin)),
  );
}
