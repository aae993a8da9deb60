import { getSettingRequest } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicOrigin } from '../../platform/http/origin';
import { defineRoute } from '../../platform/http/route';
import type { SettingsService } from './settings.service';

export function settingsRoutes(
  app: FastifyInstance,
  settings: SettingsService,
  configuredOrigin?: string,
): void {
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/getSetting',
    auth: 'none',
    input: getSettingRequest,
    handler: (input) => settings.getPublic(input.keyword),
  });
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/getSiteConfig',
    auth: 'none',
    input: z.object({}),
    handler: (_input, ctx) => settings.siteConfig(publicOrigin(ctx.req, configuredOrigin)),
  });
}
