import { defineEndpoint, type EndpointGroup } from './endpoint';
import { z } from 'zod';

/** Setting keys anyone may read through GET /getSetting. Everything else is refused. */
export const PUBLIC_SETTING_KEYS = [
  'version',
  'apk_download_url',
  'support_url',
  'game_url',
  'site_name',
  /** https origins an operator approved for the webView page, one per line. */
  'webview_allowlist',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

export const getSettingRequest = z.object({
  keyword: z.string().trim().min(1, { message: 'parameter_error' }).max(64),
});
export const getSettingResponse = z.object({ key: z.string(), value: z.string() });
export type GetSettingResponse = z.infer<typeof getSettingResponse>;

export const siteConfigResponse = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  demo_market: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

/** POST /upload reply: `message` is the absolute URL of the stored file. */
export const uploadResponse = z.string();

/** What runs, for operators and load balancers: the Node.js version, Meridian's version and the uptime. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  uptime_s: z.number(),
  node: z.string(),
  version: z.string(),
});

/** Endpoints of the platform itself: health, uploads. */
export const platformApi = {
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    auth: 'none',
    request: z.object({}),
    response: healthResponse,
    summary:
      'The process is up and PostgreSQL answers; which Node.js and Meridian version run, for how long.',
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/upload',
    auth: 'required',
    multipart: true,
    request: z.object({
      file: z.string().describe('The image file (JPEG, PNG, GIF or WebP; at most 10 MB).'),
    }),
    response: uploadResponse,
    summary: 'Stores one image of the caller and answers its URL, the reference image fields take.',
  }),
} as const satisfies EndpointGroup;
