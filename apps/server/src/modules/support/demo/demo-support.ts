import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db';
import { demoCannedCount } from '../inbox.repo';
import type { SupportOps } from '../support-ops.service';

/** The demo's canned replies (labelled demo; hidden from the console with DEMO_CONTENT=off). */
export const DEMO_CANNED: readonly { title: string; text: string }[] = [
  { title: 'Greeting', text: 'Hello, thank you for contacting Meridian support. How can I help you today?' },
  {
    title: 'Deposit not credited',
    text: 'Deposits are credited once the network confirms them. Could you send the transaction hash (TxID) so I can check it for you?',
  },
  {
    title: 'OTC payment',
    text: 'Once you have paid by bank transfer, please upload the payment voucher on the order page. We confirm payments within the published payment window.',
  },
  {
    title: 'Identity verification',
    text: 'Identity verification is reviewed within one business day. You will receive a notification as soon as it is approved.',
  },
  { title: 'Closing', text: 'Is there anything else I can help you with? Have a nice day!' },
];

/**
 * Creates the demo canned replies once, through the console's service: a second start (or a second node starting
 * at the same time, serialised by an advisory lock) adds none.
 */
export async function ensureDemoCanned(d: {
  db: Db;
  supportOps: SupportOps;
  log: FastifyBaseLogger;
}): Promise<void> {
  const created = await d.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('support.demo_canned'))`);
    if ((await demoCannedCount(tx)) > 0) return 0;
    for (const c of DEMO_CANNED) await d.supportOps.cannedCreate({ ...c, isDemo: true }, tx);
    return DEMO_CANNED.length;
  });
  if (created > 0) d.log.info({ count: created }, 'support: demo canned replies created');
}
