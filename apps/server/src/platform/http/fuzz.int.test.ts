import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { basePayload, payloadArbitrary, SWEEP_VALUES, toSearchParams } from '../../../test/fuzz-arbitraries';
import { post, uniqueIp } from '../../../test/api';
import { checkLedger } from '../../modules/ledger/invariants';
import { newOperator } from '../../modules/ops/ops.testing';
import { fund } from '../../modules/spot/spot.testing';
import { USDT, verifiedUser } from '../../modules/wallet/wallet.testing';
import { registeredOperations, type Registered } from './openapi';
import { stateFingerprint, writeHorizon } from '../../../test/state-fingerprint';

/**
 * "Also": a fuzz suite over every call the contract defines. For each registered operation,
 * fast-check payloads (plausible and hostile field values, see test/fuzz-arbitraries.ts) go through
 * `app.inject` as JSON, as a form body and — for reads — as a query string, signed in as a funded, verified
 * user (or an operator for /ops calls) and sometimes with a bad token. Every answer must be below HTTP 500
 * and an envelope; a refused request must leave the business tables exactly as they were.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
/** Calls that end the fuzzing session itself (they would only turn the rest into 999s). */
const SKIPPED = new Set(['/user/logout', '/ops/logout', '/user/sessions/revoke']);
const ENVELOPE_TYPES = ['ok', 'error', '999', '998'];

const t = await createTestApp();
// Nothing may change the database behind a request's back while it is checked.
await t.services.futuresTriggers.stop();
await t.services.optionsSettler.stop();
const op = await newOperator(t);
const user = await verifiedUser(t);
await fund(t, user.uid, USDT, '100000');
await fund(t, user.uid, 1, '2');
for (const to_field of ['lever', 'micro'])
  await post(
    t.app,
    '/wallet/change',
    { currency_id: USDT, number: '5000', from_field: 'change', to_field },
    { token: user.token },
  );

afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

type Encoding = 'json' | 'form' | 'query';

function encodingsOf(op: Registered): Encoding[] {
  const out: Encoding[] = [];
  if (op.methods.includes('POST')) out.push('json', 'form');
  if (op.methods.includes('GET')) out.push('query');
  return out;
}

/** Mostly the right session for the call; now and then none or a made-up one. */
function tokenFor(opr: Operation, pick: number): string | undefined {
  if (pick === 0) return 'not-a-token';
  if (pick === 1) return undefined;
  return opr.token;
}

async function send(
  opr: Registered,
  encoding: Encoding,
  payload: Record<string, unknown>,
  token?: string,
  key?: string,
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (key) headers['idempotency-key'] = key;
  const url = `/api${opr.url}`;
  if (encoding === 'query')
    return t.app.inject({
      method: 'GET',
      url: `${url}?${toSearchParams(payload).toString()}`,
      headers,
      remoteAddress: uniqueIp(),
    });
  if (encoding === 'form')
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: toSearchParams(payload).toString(),
      remoteAddress: uniqueIp(),
    });
  return t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: uniqueIp() });
}

type Operation = Registered & { token: string };
// other files of the worker register test-only calls too (the module cache is shared: isolate off)
const operations: Operation[] = registeredOperations()
  .filter((o) => !SKIPPED.has(o.url) && !o.url.split('/').includes('test'))
  .map((o) => ({ ...o, token: o.auth === 'operator' ? op.token : user.token }));

/** The state after the last request and the write horizon it was taken at. */
let baseline = {
  state: await stateFingerprint(t.database.pool),
  horizon: await writeHorizon(t.database.pool),
};

/** Sends one request and checks the answer: below 500, an envelope, and a refusal that changed nothing. */
async function check(
  opr: Operation,
  encoding: Encoding,
  payload: Record<string, unknown>,
  token: string | undefined,
  key?: string,
) {
  const res = await send(opr, encoding, payload, token, key);
  const what = `${encoding} ${JSON.stringify(payload).slice(0, 300)}`;
  expect(res.statusCode, `${what} → ${res.body}`).toBeLessThan(500);
  const body = res.json<{ type: string }>();
  expect(ENVELOPE_TYPES, what).toContain(body.type);
  const horizon = await writeHorizon(t.database.pool);
  if (horizon === baseline.horizon) return;
  const state = await stateFingerprint(t.database.pool);
  if (body.type !== 'ok') expect(state, `refused but changed: ${what}`).toEqual(baseline.state);
  baseline = { state, horizon: await writeHorizon(t.database.pool) };
}

describe('fuzz: every contract call, JSON and form bodies and queries', () => {
  it('covers the whole contract', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  for (const opr of operations) {
    it(`${opr.methods.join('/')} ${opr.url}: no 500, always the envelope, a refusal changes nothing`, async () => {
      const base = basePayload(opr.input);
      for (const encoding of encodingsOf(opr)) {
        // Field sweep: every field of a payload the call accepts, replaced in turn by each hostile value.
        for (const field of Object.keys(base))
          for (const value of SWEEP_VALUES)
            await check(opr, encoding, { ...base, [field]: value }, opr.token);
        // Random payloads: plausible and hostile values mixed, sometimes no token, a bad one or a key.
        await fc.assert(
          fc.asyncProperty(
            payloadArbitrary(opr.input),
            fc.nat({ max: 7 }),
            fc.option(fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 'bad key!'), { freq: 4 }),
            (payload, pick, key) => check(opr, encoding, payload, tokenFor(opr, pick), key ?? undefined),
          ),
          { numRuns: RUNS },
        );
      }
    }, 180_000);
  }
});
