import type { FastifyBaseLogger } from 'fastify';
import type { DepositsService } from '../deposits.service';

/**
 * A demo install's deposit address of one coin on one network: plainly not an address any wallet accepts, so
 * real money cannot be sent to it by mistake, and labelled demo wherever it is shown.
 */
export function demoDepositAddress(symbol: string, network: string): string {
  return `demo-${symbol}-${network}-not-a-real-address`.toLowerCase();
}

/**
 * On a demo install (DEMO_CONTENT on): every deposit network without an address gets a demo one, saved through
 * the same call as the console's and marked demo, so deposit → voucher → approval can be tried at once. An
 * operator's save replaces it; DEMO_CONTENT=off hides it. Returns how many were added.
 */
export async function ensureDemoDepositAddresses(deps: {
  deposits: DepositsService;
  log: FastifyBaseLogger;
}): Promise<number> {
  let added = 0;
  for (const row of await deps.deposits.addressTable()) {
    if (row.address !== '') continue;
    await deps.deposits.setAddress(
      row.currency,
      row.network,
      demoDepositAddress(row.currency_name, row.network),
      undefined,
      { isDemo: true },
    );
    added += 1;
  }
  if (added > 0) deps.log.info({ added }, 'wallet: demo deposit addresses added');
  return added;
}
