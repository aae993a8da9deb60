import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';

/**
 * Demo mode. With the simulated market feed the deployment is a demo exchange: the web says so once
 * (a banner and a page), and each account may claim demo funds once, then top up while its balance is low, at
 * most once per UTC day. Every credit is a ledger entry from the house `demo_faucet` account to the user's spot
 * account (where deposits land, spot trades and transfers to futures start). With a live feed there is no demo.
 */
export const DEMO_FUNDS = {
  currency: 'USDT',
  /** The one-time claim of a new account. */
  claimAmount: '10000',
  /** One top-up, at most once per UTC day, while the total balance is below `topUpBelow`. */
  topUpAmount: '10000',
  /** The account's total balance valued in USDT (every account, available and frozen) must be below this. */
  topUpBelow: '1000',
} as const;

export const DEMO_CLAIM_KINDS = ['claim', 'top_up'] as const;
export type DemoClaimKind = (typeof DEMO_CLAIM_KINDS)[number];

/** GET /demo/status — visitors get the demo flag and the amounts; a signed-in user also the claim state. */
export const demoStatusResponse = z.object({
  /** The deployment is a demo exchange (simulated prices, demo funds). */
  enabled: z.boolean(),
  currency: z.string(),
  claim_amount: z.string(),
  top_up_amount: z.string(),
  top_up_below: z.string(),
  /** Only for a signed-in user of a demo deployment (null otherwise). */
  account: z
    .object({
      claimed: z.boolean(),
      /** When the account claimed its demo funds (ISO 8601), or null. */
      claimed_at: z.string().nullable(),
      /** The account's total balance valued in USDT, 2 decimals. */
      total_usdt: z.string(),
      /** What the next call of POST /demo/claim may do now: `claim`, `top_up`, or nothing. */
      available: z.enum(DEMO_CLAIM_KINDS).nullable(),
      /** When a top-up is next allowed by the daily rule (ISO 8601; null when allowed now or not claimed). */
      next_top_up_at: z.string().nullable(),
    })
    .nullable(),
});
export type DemoStatus = z.infer<typeof demoStatusResponse>;

/**
 * What GET /demo/status answers a visitor: the deployment's flag and the amounts, nothing per account. The web
 * draws its first screen from the flag the server writes into index.html (`<html data-demo>`) with this, before
 * any request.
 */
export function visitorDemoStatus(enabled: boolean): DemoStatus {
  return {
    enabled,
    currency: DEMO_FUNDS.currency,
    claim_amount: DEMO_FUNDS.claimAmount,
    top_up_amount: DEMO_FUNDS.topUpAmount,
    top_up_below: DEMO_FUNDS.topUpBelow,
    account: null,
  };
}

/** POST /demo/claim {kind} — `claim` the first demo funds, or `top_up` a low balance. */
export const demoClaimRequest = z.object({
  kind: z.enum(DEMO_CLAIM_KINDS, { message: 'parameter_error' }).default('claim'),
});
export const demoClaimResponse = z.object({
  kind: z.enum(DEMO_CLAIM_KINDS),
  currency: z.string(),
  /** The amount credited to the spot account. */
  amount: z.string(),
  /** The ledger entry of the credit. */
  entry_id: z.number().int(),
  created_at: z.string(),
});
export type DemoClaimReply = z.infer<typeof demoClaimResponse>;

/** Demo mode: its state and the demo-funds faucet. */
export const demoApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/demo/status',
    auth: 'optional',
    request: z.object({}),
    response: demoStatusResponse,
    summary:
      'Whether this deployment is a demo exchange, the demo-funds amounts and, signed in, the claim state.',
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/demo/claim',
    auth: 'required',
    idempotent: true,
    request: demoClaimRequest,
    response: demoClaimResponse,
    summary:
      'Credits demo USDT to the spot account: the one-time claim, or a top-up of a low balance once per UTC day.',
  }),
} as const satisfies EndpointGroup;
