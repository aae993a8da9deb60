import { spawnSync } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './harness';
import type { SharedServer } from './harness';

/** The operator side of a journey: an operator account made with the CLI and the console in a desktop tab. */

/** `npm run ops -- create-operator` (the compiled CLI) against the journey's running server (it attaches to its PostgreSQL). */
export function createOperator(server: SharedServer, email: string, password: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
  delete env.DATABASE_URL;
  // The e2e run starts from a build (global-setup.ts), so the compiled CLI is there and starts in a second.
  const r = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/ops.js', 'create-operator', '--email', email, '--password', password],
    { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 60_000 },
  );
  if (r.status !== 0) throw new Error(`create-operator failed (${r.status}): ${r.stdout}\n${r.stderr}`);
}

const STEP_MS = 30_000;
/** Operators' authenticators by e-mail: the secret and the last 30-s step a code was used for. */
const authenticators = new Map<string, { secret: string; lastStep: number }>();

/**
 * A code of the operator's authenticator for a step not used yet (the server accepts each step once, within a
 * step of now): waits for the next step when this one and the one after are spent.
 */
export async function authenticatorCode(email: string): Promise<string> {
  const a = authenticators.get(email);
  if (!a) throw new Error(`no authenticator enrolled for ${email}`);
  let now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(a.lastStep + 1, now);
  while (step > now + 1) {
    await new Promise((r) => setTimeout(r, (now + 1) * STEP_MS - Date.now() + 50));
    now = Math.floor(Date.now() / STEP_MS);
  }
  a.lastStep = step;
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(a.secret) });
  return totp.generate({ timestamp: step * STEP_MS });
}

/** Records an operator's new authenticator (from the enrolment screen or POST /ops/totp/setup). */
export function rememberAuthenticator(email: string, secret: string): void {
  authenticators.set(email, { secret, lastStep: 0 });
}

interface Envelope<T> {
  type: string;
  message: T;
}

async function opsCall<T>(baseUrl: string, url: string, token: string, body: object): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const env = (await res.json()) as Envelope<T>;
  if (env.type !== 'ok') throw new Error(`${url}: ${JSON.stringify(env)}`);
  return env.message;
}

/** An operator's API session: its token and the e-mail its authenticator is kept under. */
export interface OpsSession {
  email: string;
  token: string;
}

/**
 * Logs an operator in through the API: at its first login (a CLI-made operator) it enrols an authenticator
 * (setup, then enable with a code), later logins send a fresh code.
 */
export async function opsLogin(baseUrl: string, email: string, password: string): Promise<OpsSession> {
  if (authenticators.has(email)) {
    const totp_code = await authenticatorCode(email);
    const r = await opsCall<{ token: string }>(baseUrl, 'ops/login', '', { email, password, totp_code });
    return { email, token: r.token };
  }
  const { token } = await opsCall<{ token: string }>(baseUrl, 'ops/login', '', { email, password });
  const { secret } = await opsCall<{ secret: string }>(baseUrl, 'ops/totp/setup', token, {});
  rememberAuthenticator(email, secret);
  await opsCall(baseUrl, 'ops/totp/enable', token, { code: await authenticatorCode(email) });
  return { email, token };
}

/** A step-up proof for one money action of the session (`deposit.approve`, `otc.confirm`, …). */
export async function opsStepUp(baseUrl: string, op: OpsSession, action: string): Promise<string> {
  const body = { action, totp_code: await authenticatorCode(op.email) };
  return (await opsCall<{ proof: string }>(baseUrl, 'ops/step_up', op.token, body)).proof;
}

/** Answers the console's step-up modal with a fresh code, if it opens (money actions only). */
async function answerStepUp(page: Page, email: string, done: Promise<unknown>): Promise<void> {
  const input = page.locator('input[name="step_up_code"]');
  // the losing wait times out later: its rejection is swallowed here
  const asked = await Promise.race([
    input.waitFor().then(
      () => true,
      () => false,
    ),
    done.then(() => false),
  ]);
  if (!asked) return;
  await input.fill(await authenticatorCode(email));
  await page.locator('.ant-modal', { has: input }).getByRole('button', { name: 'Confirm' }).click();
  await done;
}

/** Signs in on the console's login screen: enrols the authenticator at the first login, else enters a code. */
async function consoleSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const menu = page.getByRole('menuitem', { name: 'KYC' });
  const secret = page.getByTestId('totp-secret');
  const code = page.locator('input[name="totp_code"]');
  const seen = (l: Locator, what: string) =>
    l.waitFor().then(
      () => what,
      () => 'none',
    );
  const next = await Promise.race([seen(menu, 'menu'), seen(secret, 'enrol'), seen(code, 'code')]);
  if (next === 'enrol') {
    rememberAuthenticator(email, (await secret.innerText()).trim());
    await page.locator('input[name="code"]').fill(await authenticatorCode(email));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
  } else if (next === 'code') {
    await code.fill(await authenticatorCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await menu.waitFor();
}

export interface ConsoleTab {
  page: Page;
  /** Opens a console screen by its hash route (`kyc`, `deposits`, `withdrawals`, `addresses`, `audit`). */
  open(screen: string): Promise<void>;
  /** The pending row of `account` on the current queue screen. */
  rowOf(account: string): Locator;
  approve(account: string): Promise<void>;
  reject(account: string, reason: string): Promise<void>;
  shot(file: string): Promise<void>;
  /** Answers the step-up modal a money action opens (with a fresh code), then waits for `done`. */
  stepUp(done: Promise<unknown>): Promise<void>;
}

/** Logs an operator into the console in a new 1280×800 tab of the journey's browser. */
export async function openConsole(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<ConsoleTab> {
  const page = await context.newPage();
  // a step-up may wait up to a 30-s step for an unused authenticator code (authenticatorCode) while the journey
  // already waits for the action's effect (`stepUp(row.waitFor(…))`): that wait must outlast it
  page.setDefaultTimeout(45_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/console/#/login`);
  await consoleSignIn(page, email, password);
  const rowOf = (account: string) => page.locator('tr[data-row-key]', { hasText: account });
  return {
    page,
    open: async (screen) => {
      await page.goto(`${baseUrl}/console/#/${screen}`);
      await page.locator('.ant-table').first().waitFor();
    },
    rowOf,
    approve: async (account) => {
      const row = rowOf(account);
      await row.getByRole('button', { name: 'Approve' }).click();
      await page.locator('.ant-popover').getByRole('button', { name: 'Confirm' }).click();
      await answerStepUp(page, email, row.waitFor({ state: 'detached' }));
    },
    reject: async (account, reason) => {
      const row = rowOf(account);
      await row.getByRole('button', { name: 'Reject' }).click();
      const modal = page.locator('.ant-modal');
      await modal.locator('textarea[name="reason"]').fill(reason);
      await modal.getByRole('button', { name: 'Reject' }).click();
      await answerStepUp(page, email, row.waitFor({ state: 'detached' }));
    },
    shot: async (file) => {
      await page.screenshot({ path: file });
    },
    stepUp: (done) => answerStepUp(page, email, done),
  };
}
