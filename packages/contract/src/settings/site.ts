import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { getSettingRequest, getSettingResponse, siteConfigResponse } from '../platform';

const both = ['GET', 'POST'] as const;

/** Endpoints: public settings and site configuration. */
export const siteApi = {
  getSetting: defineEndpoint({
    method: both,
    path: '/getSetting',
    auth: 'none',
    request: getSettingRequest,
    response: getSettingResponse,
    summary: 'One public setting (version, apk_download_url, support_url, game_url, site_name) by keyword.',
  }),
  getSiteConfig: defineEndpoint({
    method: both,
    path: '/getSiteConfig',
    auth: 'none',
    request: z.object({}),
    response: siteConfigResponse,
    summary: 'Site name, logo URL and whether market prices are simulated (demo market).',
  }),
} as const satisfies EndpointGroup;
