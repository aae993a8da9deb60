/**
 * Which external pages the webView page may frame. The operator lists approved origins in the public
 * setting `webview_allowlist`, one per line ("https://help.example.com"). A URL is approved when its origin is
 * exactly one of them: scheme, host and port all match (a subdomain is not implied, a port must be listed);
 * host names compare case-insensitively (URL parsing lowers them). Only https, and http in development.
 */

/** The allowlist's origins, normalised; lines that are not an http(s) origin are ignored. */
export function parseAllowlist(raw: string): string[] {
  const out: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const origin = originOf(text);
    if (origin && !out.includes(origin)) out.push(origin);
  }
  return out;
}

/** The URL's origin when it is an http(s) URL without credentials; undefined otherwise. */
function originOf(text: string): string | undefined {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return undefined;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
  if (u.username || u.password) return undefined;
  return u.origin;
}

export interface ApprovalOptions {
  /** http origins too (development builds only). */
  allowHttp?: boolean;
}

/** The URL to frame when approved (its normalised href), else undefined. */
export function approvedUrl(url: string, allowlist: string, opts: ApprovalOptions = {}): string | undefined {
  const text = url.trim();
  const origin = originOf(text);
  if (!origin) return undefined; // javascript:, data:, relative, malformed, with credentials
  if (origin.startsWith('http:') && !opts.allowHttp) return undefined;
  if (!parseAllowlist(allowlist).includes(origin)) return undefined;
  return new URL(text).href;
}

export function isApproved(url: string, allowlist: string, opts: ApprovalOptions = {}): boolean {
  return approvedUrl(url, allowlist, opts) !== undefined;
}
