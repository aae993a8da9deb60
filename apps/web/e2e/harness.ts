import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { SharedServer } from './global-setup';
import { REPO_ROOT, startServer } from './server';
import type { RunningServer } from './server';
import { CHROMIUM_ARGS } from '../../../bench/lib/chromium-args';

/**
 * A journey: a headless Chromium on the app booted once per run as `npm start` does (e2e/global-setup.ts),
 * or on a server of its own when it needs other settings.
 */

export { REPO_ROOT, freePort, startServer } from './server';
export type { RunningServer } from './server';
export type { SharedServer } from './global-setup';
export const ARTIFACTS_DIR = path.join(REPO_ROOT, '.e2e-artifacts');

/**
 * Where a journey puts the pictures the docs show: docs/ itself only when asked (`E2E_DOCS=1`, to refresh them),
 * else a copy under .e2e-artifacts/docs, so a test run leaves the working tree as it found it.
 */
export function docsPath(...parts: string[]): string {
  const root = process.env.E2E_DOCS === '1' ? path.join(REPO_ROOT, 'docs') : path.join(ARTIFACTS_DIR, 'docs');
  return path.join(root, ...parts);
}
export const CHROMIUM = '/usr/bin/chromium';

/** Chromium at 390×844; `headers` go with every request it makes (e.g. the journey's client address). */
export async function launchBrowser(
  headers: Record<string, string> = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium\``);
  const profile = mkdtempSync(path.join(tmpdir(), 'meridian-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: headers,
    args: CHROMIUM_ARGS,
  });
  return { context, close: () => context.close() };
}

interface OutboxMessage {
  channel: string;
  to: string;
  scene: string;
  code: string;
  text: string;
  at: string;
}

/** The latest code sent to `to` for `scene`, read from DATA_DIR/outbox.jsonl (polls up to 15 s). */
export async function readCode(dataDir: string, to: string, scene: string): Promise<string> {
  const file = path.join(dataDir, 'outbox.jsonl');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      const hit = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as OutboxMessage)
        .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.scene === scene)
        .pop();
      if (hit && /^\d{6}$/.test(hit.code)) return hit.code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${scene} code for ${to} in ${file}`);
}

/** A browser page on the run's app, shared by the tests of one journey file. */
export interface Journey {
  page: Page;
  server: SharedServer;
  /** The client address this journey's requests carry (X-Forwarded-For). */
  clientAddress: string;
  /** Saves a 390×844 screenshot into .e2e-artifacts and returns its path. */
  shot: (name: string) => Promise<string>;
  /** Copies a screenshot into docs/ (the README's pictures). */
  toDocs: (file: string, name: string) => void;
  byTestId: (testId: string) => Locator;
  input: (testId: string) => Locator;
}

export interface JourneyOptions {
  /**
   * Boot a server of the journey's own with these extra settings (e.g. `{ MARKET_MAKER: 'off' }`) instead of
   * using the run's shared one. Costs a boot (about a minute on 2 cores): only for settings a journey needs.
   */
  ownServer?: Record<string, string>;
}

/** A private address per journey (10.x.y.z), so per-address rate limits see each journey as its own visitor. */
function journeyAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * Node's fetch for this journey file: requests to the app carry the journey's client address, like the
 * browser's, so the journey's API set-up calls count against the journey and not against every journey.
 */
function fetchAs(base: string, address: string, nodeFetch: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(base)) return nodeFetch(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', address);
    return nodeFetch(input, { ...init, headers });
  };
}

/**
 * Registers the journey's beforeAll/afterAll: launches chromium on the run's shared app (or boots one of its
 * own, see JourneyOptions), opens one page (20 s default timeout, page errors logged); closes them afterwards.
 * Journeys share the app, so each makes its own users and operators (unique e-mails, phones) and never
 * expects to be alone on it (no global counts, no "the first row is mine" without filtering by its user).
 */
export function bootJourney(opts: JourneyOptions = {}): Journey {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let server: SharedServer | undefined;
  let own: RunningServer | undefined;
  let page: Page | undefined;
  const clientAddress = journeyAddress();
  const nodeFetch = globalThis.fetch;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test`);
    return value;
  };
  beforeAll(async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    if (opts.ownServer) {
      own = await startServer({ env: { TRUST_PROXY: 'loopback', ...opts.ownServer } });
      server = { baseUrl: own.baseUrl, dataDir: own.dataDir };
    } else {
      server = inject('e2eServer');
    }
    globalThis.fetch = fetchAs(server.baseUrl, clientAddress, nodeFetch);
    browser = await launchBrowser({ 'x-forwarded-for': clientAddress });
    page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => console.error('[pageerror]', e.message));
  });
  afterAll(async () => {
    globalThis.fetch = nodeFetch;
    await browser?.close();
    await own?.stop();
  });
  const journey: Journey = {
    get page() {
      return need(page, 'page');
    },
    get server() {
      return need(server, 'server');
    },
    clientAddress,
    shot: async (name) => {
      const file = path.join(ARTIFACTS_DIR, name);
      await journey.page.screenshot({ path: file });
      return file;
    },
    toDocs: (file, name) => {
      mkdirSync(path.dirname(docsPath(name)), { recursive: true });
      copyFileSync(file, docsPath(name));
    },
    byTestId: (testId) => journey.page.locator(`[data-testid="${testId}"]`),
    input: (testId) => journey.page.locator(`[data-testid="${testId}"] input`),
  };
  return journey;
}

/** Registers `email` through the register screen, which signs in; ends on the home page. */
export async function signUp(j: Journey, email: string, password: string): Promise<void> {
  const { byTestId, input } = j;
  // registering returns to the page shown before the register screen: start from home, so it ends there
  await j.page.goto(`${j.server.baseUrl}/h5/#/`);
  await byTestId('home-page').waitFor();
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/common/register`);
  await byTestId('register-tab-email').click();
  await input('register-account').fill(email);
  await byTestId('register-send-code').click();
  await input('register-code').fill(await readCode(j.server.dataDir, email, 'register'));
  await input('register-password').fill(password);
  await input('register-repassword').fill(password);
  await byTestId('register-submit').click();
  // registering signs in; a build from before still shows the login page, so log in there
  await byTestId('home-page').or(byTestId('login-page')).first().waitFor();
  if (await byTestId('login-page').isVisible()) {
    await input('login-account').fill(email);
    await input('login-password').fill(password);
    await byTestId('login-submit').click();
  }
  await byTestId('home-page').waitFor();
}

/** A spot balance as the assets screen shows it: "<available> / <frozen>" without thousands separators. */
export async function spotShown(j: Journey, currency: string): Promise<string> {
  const { page, byTestId } = j;
  await page.goto(`${j.server.baseUrl}/h5/#/pages/fund/assets`);
  // a fresh document: a hash change alone keeps the query cache, whose stale balances can show while the page
  // refetches (seen under load: '0 / 0' read before the credit arrived)
  await page.reload();
  await byTestId('account-change').click();
  const cells = byTestId(`coin-row-${currency}`).locator('.coin-row-grid b');
  await cells.first().waitFor();
  const [available, frozen] = await Promise.all([cells.nth(0).innerText(), cells.nth(1).innerText()]);
  return `${Number(available.replace(/,/g, ''))} / ${Number(frozen.replace(/,/g, ''))}`;
}

/** Waits for antd-mobile toasts to go away, so screenshots and clicks are not covered. */
export async function settle(page: Page): Promise<void> {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

/**
 * Calls the API as the user logged in on the page (its stored token), for set-up steps a journey does not
 * exercise through screens. Throws unless the envelope says ok.
 */
export async function callAsUser<T = unknown>(j: Journey, url: string, body: object): Promise<T> {
  const token = await j.page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${j.server.baseUrl}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token ?? '' },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as { type: string; message: T };
  if (env.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(env)}`);
  return env.message;
}
