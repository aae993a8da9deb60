import {
  OTC_DEFAULT_MAX_USDT,
  OTC_DEFAULT_MIN_USDT,
  OTC_DEFAULT_PAY_WINDOW_MINUTES,
  OTC_DEFAULT_SPREAD_BPS,
} from '@meridian/contract/otc';
import type { FastifyBaseLogger } from 'fastify';
import type { OtcDesk } from '../desk';

/** The demo desk's label, shown to users beside the desk. */
export const DEMO_DESK_LABEL = 'demo desk';

/** Bank details of the demo desk: clearly not a real account. */
export const DEMO_DESK_BANK = {
  bank_name: 'Meridian Demo Bank',
  account_name: 'Meridian OTC (demo desk)',
  account_number: '0000123456789',
  branch: 'Demo branch: no real transfer is possible',
  swift: 'DEMOXXXX',
} as const;

/**
 * On a demo install (DEMO_CONTENT on) with no desk saved yet: the desk opens with the default settings (USDT,
 * BTC, ETH; 150 bps; 10 to 1,000,000 USDT; 15-minute window) and the demo bank details, saved through the same
 * call as the console's and marked demo (hidden again with DEMO_CONTENT=off). An operator's save replaces it.
 */
export async function ensureDemoDesk(deps: { desk: OtcDesk; log: FastifyBaseLogger }): Promise<boolean> {
  if (await deps.desk.saved()) return false;
  const s = await deps.desk.settings();
  await deps.desk.save(
    {
      open: true,
      coins: s.coins,
      spread_bps: OTC_DEFAULT_SPREAD_BPS,
      min_usdt: OTC_DEFAULT_MIN_USDT,
      max_usdt: OTC_DEFAULT_MAX_USDT,
      pay_window_minutes: OTC_DEFAULT_PAY_WINDOW_MINUTES,
      bank: { ...DEMO_DESK_BANK },
      label: DEMO_DESK_LABEL,
    },
    undefined,
    { isDemo: true },
  );
  deps.log.info('otc: demo desk opened');
  return true;
}
