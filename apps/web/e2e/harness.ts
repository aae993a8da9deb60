import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Boots the app the way `npm start` does (built web + server on one port) and a headless Chromium. */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ARTIFACTS_DIR = path.join(REPO_ROOT, '.e2e-artifacts');
export const CHROMIUM = '/usr/bin/chromium';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logs(): string;
  stop(): Promise<void>;
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  logs: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}\n${logs().slice(-4000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms\n${logs().slice(-4000)}`);
}

export async function startServer(timeoutMs = 180_000): Promise<RunningServer> {
  const distIndex = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(distIndex)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (b: Buffer) => {
    output = (output + b.toString()).slice(-200_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => (clearTimeout(force), resolve()));
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, child, timeoutMs, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, dataDir, logs: () => output, stop };
}

export async function launchBrowser(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install it with \`apt-get install -y chromium\``);
  const profile = mkdtempSync(path.join(tmpdir(), 'meridian-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    viewport: { width: 390, height: 844 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
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

/** A browser page on a freshly booted server, shared by the tests of one journey file. */
export interface Journey {
  page: Page;
  server: RunningServer;
  /** Saves a 390×844 screenshot into .e2e-artifacts and returns its path. */
  shot: (name: string) => Promise<string>;
  /** Copies a screenshot into docs/ (the README's pictures). */
  toDocs: (file: string, name: string) => void;
  byTestId: (testId: string) => Locator;
  input: (testId: string) => Locator;
}

/**
 * Registers the journey's beforeAll/afterAll: launches chromium, boots the server as `npm start` does, opens
 * one page (20 s default timeout, page errors logged); closes both afterwards.
 */
export function bootJourney(): Journey {
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let server: RunningServer | undefined;
  let page: Page | undefined;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test`);
    return value;
  };
  beforeAll(async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    browser = await launchBrowser();
    server = await startServer();
    page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => console.error('[pageerror]', e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const journey: Journey = {
    get page() {
      return need(page, 'page');
    },
    get server() {
      return need(server, 'server');
    },
    shot: async (name) => {
      const file = path.join(ARTIFACTS_DIR, name);
      await journey.page.screenshot({ path: file });
      return file;
    },
    toDocs: (file, name) => {
      mkdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true });
      copyFileSync(file, path.join(REPO_ROOT, 'docs', name));
    },
    byTestId: (testId) => journey.page.locator(`[data-testid="${testId}"]`),
    input: (testId) => journey.page.locator(`[data-testid="${testId}"] input`),
  };
  return journey;
}

/** Registers `email` through the register screen, then logs in; ends on the home page. */
export async function signUp(j: Journey, email: string, password: string): Promise<void> {
  const { byTestId, input } = j;
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/common/register`);
  await byTestId('register-tab-email').click();
  await input('register-account').fill(email);
  await byTestId('register-send-code').click();
  await input('register-code').fill(await readCode(j.server.dataDir, email, 'register'));
  await input('register-password').fill(password);
  await input('register-repassword').fill(password);
  await byTestId('register-submit').click();
  await byTestId('login-page').waitFor();
  await input('login-account').fill(email);
  await input('login-password').fill(password);
  await byTestId('login-submit').click();
  await byTestId('home-page').waitFor();
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
