import { spawnSync } from 'node:child_process';
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

export interface ConsoleTab {
  page: Page;
  /** Opens a console screen by its hash route (`kyc`, `deposits`, `withdrawals`, `addresses`, `audit`). */
  open(screen: string): Promise<void>;
  /** The pending row of `account` on the current queue screen. */
  rowOf(account: string): Locator;
  approve(account: string): Promise<void>;
  reject(account: string, reason: string): Promise<void>;
  shot(file: string): Promise<void>;
}

/** Logs an operator into the console in a new 1280×800 tab of the journey's browser. */
export async function openConsole(
  context: BrowserContext,
  baseUrl: string,
  email: string,
  password: string,
): Promise<ConsoleTab> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/console/#/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('menuitem', { name: 'KYC' }).waitFor();
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
      await row.waitFor({ state: 'detached' });
    },
    reject: async (account, reason) => {
      const row = rowOf(account);
      await row.getByRole('button', { name: 'Reject' }).click();
      const modal = page.locator('.ant-modal');
      await modal.locator('textarea[name="reason"]').fill(reason);
      await modal.getByRole('button', { name: 'Reject' }).click();
      await row.waitFor({ state: 'detached' });
    },
    shot: async (file) => {
      await page.screenshot({ path: file });
    },
  };
}
