import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { methodsOf, type AnyEndpoint } from '@meridian/contract';
import { API } from '@meridian/contract/api';
import { z } from 'zod';

/**
 * Writes docs/api.md, the API reference, from the contract's catalogue (`API` in packages/contract/src/api.ts):
 * one table per group with each call's method and path, who may call it, the request fields and its summary.
 * The output depends on the contract only (no clock, no environment), so a test can regenerate it in memory
 * and fail when the committed file is stale.
 *
 *   node --import tsx scripts/api-docs.ts
 */

export const API_DOCS_FILE = 'docs/api.md';
export const API_DOCS_COMMAND = 'node --import tsx scripts/api-docs.ts';

type GroupKey = keyof typeof API;

/**
 * A heading and, where one exists, the page with the product's rules, per catalogue group. A group missing here
 * still gets a section under its own key, so a new group never breaks the generator.
 */
const GROUPS: { readonly [K in GroupKey]?: { title: string; rules?: string } } = {
  platform: { title: 'Platform: health and uploads', rules: 'products/security.md' },
  account: { title: 'Account: codes, registration, sign-in, sessions', rules: 'products/security.md' },
  profile: { title: 'Profile: pay password, phone, e-mail, avatar, nickname', rules: 'products/wallet.md' },
  site: { title: 'Site settings', rules: 'products/content.md' },
  userSettings: { title: 'Address book and bank cards', rules: 'products/wallet.md' },
  kyc: { title: 'Identity verification', rules: 'products/wallet.md' },
  notifications: { title: 'Notifications' },
  market: { title: 'Market data', rules: 'products/market-data.md' },
  fiat: { title: 'Fiat rates', rules: 'products/market-data.md' },
  wallet: { title: 'Wallet: balances and transfers', rules: 'products/wallet.md' },
  conversion: { title: 'Coin conversion', rules: 'products/wallet.md' },
  funds: { title: 'Deposits and withdrawals', rules: 'products/wallet.md' },
  spot: { title: 'Spot trading', rules: 'products/spot.md' },
  futures: { title: 'Futures', rules: 'products/futures-and-options.md' },
  options: { title: 'Seconds options', rules: 'products/futures-and-options.md' },
  follow: { title: 'Copy trading: followers', rules: 'products/copy-trading.md' },
  copytrade: { title: 'Copy trading: traders', rules: 'products/copy-trading.md' },
  ops: { title: 'Operators: sign-in, reviews, deposit addresses, audit' },
  opsOptions: { title: 'Operators: seconds-options tiers', rules: 'products/futures-and-options.md' },
  opsJobs: { title: 'Operators: jobs and domain events' },
  opsCopytrade: { title: 'Operators: copy trading', rules: 'products/copy-trading.md' },
  demo: { title: 'Demo funds', rules: 'products/wallet.md' },
  ieo: { title: 'Earn: IEO', rules: 'products/earn.md' },
  lockming: { title: 'Earn: locked mining', rules: 'products/earn.md' },
  invest: { title: 'Earn: invest (dual currency)', rules: 'products/earn.md' },
  opsEarn: { title: 'Operators: earn products', rules: 'products/earn.md' },
  nft: { title: 'NFT marketplace', rules: 'products/nft.md' },
  opsNft: { title: 'Operators: NFT marketplace', rules: 'products/nft.md' },
  otc: { title: 'OTC desk', rules: 'products/services.md' },
  opsOtc: { title: 'Operators: OTC desk', rules: 'products/services.md' },
  support: { title: 'Support chat', rules: 'products/services.md' },
  opsSupport: { title: 'Operators: support inbox', rules: 'products/services.md' },
  loans: { title: 'Loans', rules: 'products/services.md' },
  opsLoans: { title: 'Operators: loans', rules: 'products/services.md' },
  content: { title: 'Content', rules: 'products/content.md' },
  opsContent: { title: 'Operators: content', rules: 'products/content.md' },
  invite: { title: 'Invitations and rebates', rules: 'products/content.md' },
  coupons: { title: 'Experience coupons', rules: 'products/content.md' },
  opsCoupons: { title: 'Operators: coupons', rules: 'products/content.md' },
  game: { title: 'The mini game', rules: 'products/content.md' },
};

const AUTH: Record<AnyEndpoint['auth'], string> = {
  none: 'public',
  optional: 'optional',
  required: 'user',
  operator: 'operator',
};

const INTRO = `# API reference

Generated from the contract's endpoint definitions (\`packages/contract/src/api.ts\`) by
\`${API_DOCS_COMMAND}\`: edit the contract (or the script) and run it again, never this file; a
test (\`apps/server/src/docs.test.ts\`) fails while this file is stale. The running server
serves the same calls as an OpenAPI document at \`/api/openapi.json\`, browsable in Swagger UI at
\`/api/docs\` (with every reply's schema).

## The envelope

Every call is under \`/api\` and answers HTTP 200 with an envelope: \`{"type":"ok","message":…}\`,
\`{"type":"error","message":"<localised>","code":"<key>","field":"<input>"}\`, \`{"type":"999"}\` (session
invalid) or \`{"type":"998"}\` (identity verification needed). GET reads the query; POST takes JSON or
form-encoded bodies; every request may carry \`lang\` (\`en pt th jp kor fra spa tr zh\`). Transport faults only
use other statuses (malformed body 400, unknown route 404, oversize upload 413, crash 500 with a generic
message). The session token goes in \`Authorization\` (raw, or \`Bearer <token>\`).

In the tables, **Auth** is \`public\` (no token read), \`optional\` (a token is read when sent), \`user\` (a user
session, else \`999\`) or \`operator\` (an operator session, else \`999\`); **idempotent** calls move money and
accept an \`Idempotency-Key\` header, with which a replay returns the first reply (see
[products/money.md](products/money.md)). **Request** lists the fields the call reads from the query or body;
\`name?\` may be left out (it is optional or has a default), \`a | b\` are alternative shapes, \`name=value\`
fixes a field to a value. A call with several methods answers each of them; the first is the one the clients
use.

## Operators

The operator API (\`/api/ops/*\`, operator tokens only: a user token gets \`999\` there and an operator token
gets \`999\` on user calls) logs operators in (\`ops/login\`, \`ops/logout\`, \`ops/me\`; 5 wrong passwords in 15
minutes lock for 15 minutes), lists and reviews the KYC, deposit and withdrawal queues (\`ops/{kyc,deposits,
withdrawals}/list?status\`, \`…/approve {id}\`, \`…/reject {id, reason}\`), sets deposit addresses
(\`ops/deposit_addresses\`, \`ops/deposit_addresses/set\`), lists and sets seconds-options tiers
(\`ops/microtrade/tiers/list\`, \`ops/microtrade/tiers/set\`) and reads the audit log (\`ops/audit\`). No operator call
edits a balance: approving runs the wallet service, which posts to the ledger, and every action writes an audit
row (operator, time, address, target, before and after) in the same transaction.

## The socket

The socket (\`/socket.io\`, websocket first) takes the token as \`auth: { token }\`; a valid one joins the user's
private room, none connects as a visitor, an invalid one is refused. Connection-state recovery replays missed
broadcasts after a short drop. A logged-out or revoked session gets \`session_revoked\` and is disconnected.
Market channels: \`sub_daymarket {symbols}\` joins the ticker rooms of the symbols a screen shows (\`daymarket\`,
once per second per trading pair, original field names); \`sub_kline {symbol, period}\` joins a candle room
(\`kline\`, the bar in progress); \`sub_depth {symbol}\` joins a spot pair's book room (\`market_depth\`: the top 20
levels per side after each committed change, at most every 200 ms, \`trades: true\` when it traded). Every
market message carries its room's \`seq\`, and each subscription ack returns the current \`seq\`, so a client that
sees a jump or reconnects reloads from REST (\`market_depth\`'s seq is the pair's book version, the one
\`coin/depth\` returns). The user's room gets \`spot_order\` (an order changed: placed, filled, cancelled) with a
per-user \`seq\`; \`lever_trade\` (the futures account: balance, risk rate, margins, P&L and open positions, with
a per-user \`seq\`) after every change of the user's positions; \`closed_microorder\` when one of their options
settles. The event map and rooms are in \`packages/contract/src/realtime.ts\`.
`;

type JsonSchema = {
  type?: string;
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** A table cell: pipes would end the cell and line breaks the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** One object shape as its field names: `name`, `name?` (optional or defaulted), `name=value` (a constant). */
function fieldsOf(schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  const names = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const fixed = property.const;
    if (fixed !== undefined)
      return `\`${name}=${typeof fixed === 'string' ? fixed : JSON.stringify(fixed)}\``;
    return `\`${name}${required.has(name) ? '' : '?'}\``;
  });
  return names.length > 0 ? names.join(', ') : '—';
}

/** The request's fields as the client sends them (the schema's input side: defaults make a field optional). */
export function requestFields(endpoint: AnyEndpoint): string {
  const schema = z.toJSONSchema(endpoint.request, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  const variants = schema.anyOf ?? schema.oneOf;
  const text = variants ? variants.map(fieldsOf).join(' | ') : fieldsOf(schema);
  return endpoint.multipart ? `multipart: ${text}` : text;
}

function row(endpoint: AnyEndpoint): string {
  const call = `\`${methodsOf(endpoint).join(', ')} ${endpoint.path}\``;
  const auth = AUTH[endpoint.auth] + (endpoint.idempotent ? ', idempotent' : '');
  return `| ${[call, auth, requestFields(endpoint), endpoint.summary].map(cell).join(' | ')} |`;
}

/** The reference as markdown: the intro, a list of the groups, then one table per group in catalogue order. */
export function renderApiDocs(): string {
  const groups = Object.entries(API) as [GroupKey, Record<string, AnyEndpoint>][];
  const contents = groups.map(([key]) => `- [${titleOf(key)}](#${anchorOf(key)})`);
  const sections = groups.map(([key, group]) => {
    const meta = GROUPS[key];
    const rules = meta?.rules ? `Rules: [${meta.rules}](${meta.rules}). ` : '';
    return [
      `## ${titleOf(key)}`,
      '',
      `${rules}Catalogue group \`API.${key}\`.`,
      '',
      '| Call | Auth | Request | What it does |',
      '| --- | --- | --- | --- |',
      ...Object.values(group).map(row),
    ].join('\n');
  });
  const count = groups.reduce((n, [, group]) => n + Object.keys(group).length, 0);
  return [INTRO, `## Calls (${count})`, '', contents.join('\n'), '', sections.join('\n\n'), ''].join('\n');
}

function titleOf(key: GroupKey): string {
  return GROUPS[key]?.title ?? key;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(key: GroupKey): string {
  return titleOf(key)
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = fileURLToPath(new URL(`../${API_DOCS_FILE}`, import.meta.url));
  writeFileSync(target, renderApiDocs());
  console.log(`wrote ${API_DOCS_FILE}`);
}
