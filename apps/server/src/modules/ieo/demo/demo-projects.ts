import { DomainError } from '@meridian/contract';
import { type OpsIeoSaveRequest } from '@meridian/contract/earn';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db';
import type { IeoOpsService } from '../ieo-ops.service';
import * as repo from '../ieo.repo';

/** USDT, the pay currency of the demo projects (catalogue id). */
const USDT = 3;
const HOUR_MS = 3_600_000;

/** A demo project: its token and its window relative to the moment the set is created. */
interface DemoProject {
  symbol: string;
  name: string;
  price: string;
  supply: string;
  min: string;
  cap: string;
  /** Start and end, in hours from now; the lock period in days. */
  startH: number;
  endH: number;
  lockDays: number;
  title: string;
  summary: string;
  content: string;
}

/** One project per phase: warm-up, in progress, and ended (the normal jobs allocate and deliver it). */
export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    symbol: 'MRDW',
    name: 'Meridian Wave',
    price: '0.05',
    supply: '2000000',
    min: '100',
    cap: '50000',
    startH: 72,
    endH: 240,
    lockDays: 3,
    title: 'Meridian Wave (demo)',
    summary: 'A demo token in its warm-up: subscriptions open in three days.',
    content: 'Demo content: this project and its token exist only on this demo exchange.',
  },
  {
    symbol: 'MRDL',
    name: 'Meridian Loop',
    price: '0.2',
    supply: '500000',
    min: '50',
    cap: '20000',
    startH: -24,
    endH: 144,
    lockDays: 2,
    title: 'Meridian Loop (demo)',
    summary:
      'A demo token in progress: subscribe with demo USDT; oversubscribed requests are filled pro rata.',
    content: 'Demo content: this project and its token exist only on this demo exchange.',
  },
  {
    symbol: 'MRDE',
    name: 'Meridian Echo',
    price: '0.1',
    supply: '1000000',
    min: '100',
    cap: '100000',
    startH: -240,
    endH: -72,
    lockDays: 1,
    title: 'Meridian Echo (demo)',
    summary: 'A demo token whose subscription has ended and whose tokens are on the market.',
    content: 'Demo content: this project and its token exist only on this demo exchange.',
  },
];

/**
 * Demo IEO projects: with demo content on, the set is created at start through the console's
 * own save call (flagged demo), each project once — a project whose demo symbol already has one is skipped, and a
 * node that loses the race to another (its symbol taken) leaves it to that one.
 */
export async function ensureDemoProjects(
  deps: { db: Db; ops: Pick<IeoOpsService, 'save'>; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const existing = await repo.demoSymbols(deps.db);
  let created = 0;
  for (const d of DEMO_PROJECTS) {
    if (existing.has(d.symbol)) continue;
    const at = (h: number) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + h * HOUR_MS);
    const input: OpsIeoSaveRequest = {
      symbol: d.symbol,
      token_name: d.name,
      pay_currency_id: USDT,
      price: d.price,
      amount: d.supply,
      min: d.min,
      user_limit: d.cap,
      start_at: at(d.startH).toISOString(),
      end_at: at(d.endH).toISOString(),
      lock_days: d.lockDays,
      white_book: '',
      link: '',
      logo: '',
      texts: { en: { title: d.title, summary: d.summary, content: d.content } },
    };
    try {
      await deps.ops.save(input, undefined, { isDemo: true });
      created++;
    } catch (err) {
      if (err instanceof DomainError && err.key === 'ieo_symbol_taken') continue;
      throw err;
    }
  }
  if (created > 0) deps.log.info({ created }, 'ieo: demo projects created');
  return created;
}
