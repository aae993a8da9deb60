import { holdsDecimal, holdsLink, holdsTime, requestFields, type RequestField } from '@meridian/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { basePayload, toSearchParams } from '../../../test/fuzz-arbitraries';
import { get, post, uniqueIp, type Reply } from '../../../test/api';
import { createTestApp } from '../../../test/test-app';
import { stateFingerprint, writeHorizon } from '../../../test/state-fingerprint';
import { productBody as investBody } from '../../modules/invest/invest.testing';
import { projectInput } from '../../modules/ieo/ieo.testing';
import { TERMS as LOCK_TERMS } from '../../modules/lockming/lockming.testing';
import { newOperator } from '../../modules/ops/ops.testing';
import { USDT, verifiedUser } from '../../modules/wallet/wallet.testing';
import { fund } from '../../modules/spot/spot.testing';
import { registeredOperations, type Registered } from './openapi';

/**
 * The values that once answered HTTP 500 or were stored as given: 10^18 in a decimal field (NUMERIC(36,18)
 * overflows), a lone UTF-16 surrogate in a text (jsonb refuses it), `javascript:` in a link, the year 9999 in a
 * time (money held for ever; an end plus a lock PostgreSQL cannot read). Each is sent to
 * every call of the contract that takes such a field — with an otherwise valid body where one is known — and
 * must be a business refusal that stores nothing.
 */

const t = await createTestApp();
await t.services.futuresTriggers.stop();
await t.services.optionsSettler.stop();
const op = await newOperator(t);
const user = await verifiedUser(t);
await fund(t, user.uid, USDT, '100000');

afterAll(async () => {
  await t.close();
});

/** Calls that end the session the probe runs in. */
const SESSION_ENDERS = new Set(['/user/logout', '/ops/logout', '/user/sessions/revoke']);
const tokenOf = (o: Registered) => (o.auth === 'operator' ? op.token : user.token);

const canPost = (o: Registered) => o.methods.includes('POST');

/** A JSON body to a call that takes one, else the query string of a read. */
async function send(o: Registered, body: Record<string, unknown>): Promise<Reply> {
  if (canPost(o)) return post(t.app, o.url, body, { token: tokenOf(o), ip: uniqueIp() });
  return get(t.app, o.url, Object.fromEntries(toSearchParams(body)), { token: tokenOf(o) });
}

/** `base` with the value at the field's path (arrays get one element). */
function withValue(base: Record<string, unknown>, path: readonly string[], value: unknown) {
  const set = (into: unknown, keys: readonly string[]): unknown => {
    if (keys.length === 0) return value;
    const [key, ...rest] = keys;
    if (key === '[]') return [set(Array.isArray(into) ? into[0] : {}, rest)];
    const obj = typeof into === 'object' && into !== null && !Array.isArray(into) ? into : {};
    return { ...(obj as Record<string, unknown>), [key!]: set((obj as Record<string, unknown>)[key!], rest) };
  };
  return set(base, path) as Record<string, unknown>;
}

/** The state before the next request, and the write horizon it was taken at. */
let baseline = {
  state: await stateFingerprint(t.database.pool),
  horizon: await writeHorizon(t.database.pool),
};

async function expectRefusedUnchanged(what: string, send: () => Promise<Reply>) {
  if ((await writeHorizon(t.database.pool)) !== baseline.horizon)
    baseline = {
      state: await stateFingerprint(t.database.pool),
      horizon: await writeHorizon(t.database.pool),
    };
  const r = await send();
  expect(r.status, `${what} → ${JSON.stringify(r.body)}`).toBeLessThan(500);
  expect(r.body.type, `${what} → ${JSON.stringify(r.body)}`).toBe('error');
  // no transaction took an id: nothing was written (reads take none)
  if ((await writeHorizon(t.database.pool)) !== baseline.horizon)
    expect(await stateFingerprint(t.database.pool), `${what} stored something`).toEqual(baseline.state);
  return r.body.code;
}

const ops = (path: string, body: Record<string, unknown>) =>
  post(t.app, path, body, { token: op.token, ip: uniqueIp() });

const lock = (over: Record<string, unknown> = {}) => ({ ...LOCK_TERMS, ...over });
const site = (over: Record<string, unknown> = {}) => ({
  site_name: 'Meridian',
  support_url: 'https://help.example.com/chat',
  ...over,
});

describe('operator texts and links with otherwise valid bodies', () => {
  it('IEO: a lone surrogate in a text, javascript: in the white paper, website or logo', async () => {
    for (const texts of [
      { en: { title: 'Half \uD83D', summary: 's', content: 'c' } },
      { en: { title: 'T', summary: 's', content: 'c\uDE00' } },
      { en: { title: 'T', summary: 's', content: 'c' }, fra: { title: '\uD800', summary: '', content: '' } },
    ])
      expect(
        await expectRefusedUnchanged('ieo texts', () => ops('/ops/ieo/save', projectInput({ texts }))),
      ).toBe('text_lone_surrogate');
    for (const field of ['white_book', 'link', 'logo'])
      for (const v of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'JaVaScRiPt:alert(1)'])
        expect(
          await expectRefusedUnchanged(`ieo ${field}`, () =>
            ops('/ops/ieo/save', projectInput({ [field]: v })),
          ),
        ).toBe('url_invalid');
    const saved = await ops(
      '/ops/ieo/save',
      projectInput({ white_book: 'https://probe.example.com/paper.pdf', link: 'http://probe.example.com' }),
    );
    expect(saved.body.type).toBe('ok');
  });

  it('lock mining: a lone surrogate in a text', async () => {
    const texts = { en: { title: 'Lock \uD83D', intro: 'x' } };
    expect(await expectRefusedUnchanged('lock texts', () => ops('/ops/lockming/save', lock({ texts })))).toBe(
      'text_lone_surrogate',
    );
    expect((await ops('/ops/lockming/save', lock())).body.type).toBe('ok');
  });

  it('site settings: a lone surrogate in the name, javascript: in a link', async () => {
    expect(
      await expectRefusedUnchanged('site name', () =>
        ops('/ops/content/settings/save', site({ site_name: 'Meri\uDC00dian' })),
      ),
    ).toBe('text_lone_surrogate');
    for (const field of ['support_url', 'apk_download_url', 'game_url'])
      expect(
        await expectRefusedUnchanged(field, () =>
          ops('/ops/content/settings/save', site({ [field]: 'javascript:alert(document.cookie)' })),
        ),
      ).toBe('content_settings_invalid');
    expect((await ops('/ops/content/settings/save', site())).body.type).toBe('ok');
  });

  it('times in the year 9999: an IEO ending then (with its lock, once HTTP 500), a dual maturity', async () => {
    for (const over of [
      { end_at: '9999-12-31T23:59:00Z', lock_days: 0 },
      { end_at: '9999-12-31T23:59:00Z', lock_days: 3650 },
      { start_at: '9999-12-30T00:00:00Z', end_at: '9999-12-31T00:00:00Z' },
    ])
      expect(
        await expectRefusedUnchanged(`ieo ${JSON.stringify(over)}`, () =>
          ops('/ops/ieo/save', projectInput(over)),
        ),
      ).toBe('time_too_far');
    expect(
      await expectRefusedUnchanged('dual maturity', () =>
        ops('/ops/dual/save', investBody({ end_time: '9999-12-31' })),
      ),
    ).toBe('time_too_far');
    expect((await ops('/ops/dual/save', investBody())).body.type).toBe('ok');
  });

  it('a lone surrogate in a key of the body is refused too', async () => {
    const texts = { en: { title: 'T', summary: 's', content: 'c' }, ['\uD800']: {} };
    expect(await expectRefusedUnchanged('key', () => ops('/ops/ieo/save', projectInput({ texts })))).toBe(
      'text_lone_surrogate',
    );
  });
});

type Probe = { op: Registered; field: RequestField; value: unknown };

/**
 * Every (call, field, value) the probe sends: decimals get 10^18, links javascript:, times the year 9999, every
 * field a lone surrogate.
 */
function probes(): Probe[] {
  return registeredOperations()
    .filter((o) => o.fromContract && !o.multipart && !SESSION_ENDERS.has(o.url))
    .flatMap((o) =>
      requestFields(o.input).flatMap((field) => [
        ...(holdsDecimal(field) ? [{ op: o, field, value: '1000000000000000000' }] : []),
        ...(holdsLink(field) ? [{ op: o, field, value: 'javascript:alert(1)' }] : []),
        ...(holdsTime(field) ? [{ op: o, field, value: '9999-12-31T23:59:00Z' }] : []),
        // a query string cannot carry half a surrogate pair (it is encoded as U+FFFD): JSON bodies only
        ...(canPost(o) ? [{ op: o, field, value: 'a\uD800b' }] : []),
      ]),
    );
}

describe('every call of the contract', () => {
  const all = probes();

  it('has decimal, link, time and text fields to probe', () => {
    expect(all.filter((p) => p.value === '1000000000000000000').length).toBeGreaterThanOrEqual(50);
    expect(all.filter((p) => p.value === 'javascript:alert(1)').length).toBeGreaterThan(15);
    expect(all.filter((p) => p.value === '9999-12-31T23:59:00Z').length).toBeGreaterThanOrEqual(7);
  });

  const byCall = new Map<string, Probe[]>();
  for (const p of all) byCall.set(p.op.url, [...(byCall.get(p.op.url) ?? []), p]);
  for (const [url, list] of byCall)
    it(`${url}: 10^18, javascript: and a lone surrogate are refused, nothing stored`, async () => {
      for (const p of list) {
        const body = withValue(basePayload(p.op.input), p.field.path, p.value);
        await expectRefusedUnchanged(`${url} ${p.field.path.join('.')}=${JSON.stringify(p.value)}`, () =>
          send(p.op, body),
        );
      }
    }, 120_000);
});
