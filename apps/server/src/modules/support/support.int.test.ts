import { randomUUID } from 'node:crypto';
import type { SupportMessage } from '@meridian/contract/support';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/api';
import { spotUser, type SpotUser } from '../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { newOperator } from '../ops/ops.testing';
import {
  call,
  history,
  refused,
  reply,
  say,
  threadOf,
  unread,
  visitorToken,
  type As,
} from './support.testing';

/**
 * The app side of the support chat through the API: sending with client ids (a resend is the
 * first message), history pages, delivered/read state and unread counts, visitors merged at login (once),
 * topic threads checked by the record's module, and another user's thread answered as missing.
 */

let t: TestApp;
useTestApp((app) => (t = app));

let ops: { id: number; token: string };
beforeAll(async () => {
  ops = await newOperator(t);
  // a topic kind as OTC and loans register theirs: record "7" is user A's only (set in the test)
  t.services.supportTopics.register('testrec', {
    resolve: (userId, ref) =>
      Promise.resolve(owners.get(ref) === userId ? { title: `Record ${ref}` } : undefined),
    recent: (userId) =>
      Promise.resolve(
        [...owners]
          .filter(([, owner]) => owner === userId)
          .map(([ref]) => ({
            kind: 'testrec',
            ref,
            title: `Record ${ref}`,
            status: 'open',
            time: new Date().toISOString(),
          })),
      ),
  });
});
const owners = new Map<string, number>();

const as = (u: SpotUser): As => ({ token: u.token });
const count = async (table: string, where: ReturnType<typeof sql>) =>
  (
    await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`,
    )
  ).rows[0]!.n;

describe('sending', () => {
  it('stores a message once per client id: a resend answers the first message, never a double', async () => {
    const u = await spotUser(t);
    const thread = await threadOf(t, as(u));
    expect(thread).toMatchObject({ topic: null, status: 'open', unread: 0, last_message: null });
    expect((await threadOf(t, as(u))).id).toBe(thread.id); // one general thread

    const clientId = randomUUID();
    const first = ok<SupportMessage>(
      await call(t, as(u), '/kefu/send', { client_id: clientId, text: ' Hello \n there ' }),
    );
    expect(first).toMatchObject({
      thread_id: thread.id,
      sender: 'user',
      kind: 'text',
      text: 'Hello \n there',
      client_id: clientId,
    });
    expect(first.delivered_at).toBeNull();
    const again = ok<SupportMessage>(
      await call(t, as(u), '/kefu/send', { client_id: clientId.toUpperCase(), text: 'other' }),
    );
    expect(again).toEqual(first);
    expect(await count('support_messages', sql`thread_id = ${thread.id}`)).toBe(1);

    // the same client id from the operator side is another sender: its own message
    const op = await reply(t, ops.token, thread.id, 'Hi, how can I help?', clientId);
    expect(op.id).not.toBe(first.id);
    expect(await count('support_messages', sql`thread_id = ${thread.id}`)).toBe(2);
  });

  it('refuses empty, too long, control characters, bad client ids and images not uploaded by the caller', async () => {
    const u = await spotUser(t);
    const send = (body: Record<string, unknown>) =>
      call(t, as(u), '/kefu/send', { client_id: randomUUID(), ...body });
    expect(refused(await send({ text: '   ' }))).toBe('support_message_empty');
    expect(refused(await send({ text: 'x'.repeat(2001) }))).toBe('character_too_long');
    expect(ok<SupportMessage>(await send({ text: 'x'.repeat(2000) })).text).toHaveLength(2000);
    expect(refused(await send({ text: 'bell\u0007' }))).toBe('text_control_chars');
    expect(refused(await call(t, as(u), '/kefu/send', { client_id: 'not-a-uuid', text: 'hi' }))).toBe(
      'support_client_id_invalid',
    );
    const foreign = 'http://localhost/uploads/2026-01/0123456789abcdef0123456789abcdef.png';
    expect(refused(await send({ image: foreign }))).toBe('image_url_invalid');
  });
});

describe('history, delivery and read state', () => {
  it('pages by before_id and after_id, oldest first; fetching marks replies delivered; read counts down', async () => {
    const u = await spotUser(t);
    const thread = await threadOf(t, as(u));
    const sent: SupportMessage[] = [];
    for (let i = 1; i <= 5; i++) sent.push(await say(t, as(u), `m${i}`));
    const r1 = await reply(t, ops.token, thread.id, 'r1');
    const r2 = await reply(t, ops.token, thread.id, 'r2');
    expect(await unread(t, as(u))).toBe(2);
    expect((await threadOf(t, as(u))).unread).toBe(2);

    const newest = await history(t, as(u), thread.id, { limit: 3 });
    expect(newest.data.map((m) => m.text)).toEqual(['m5', 'r1', 'r2']);
    expect(newest.has_more).toBe(true);
    // the replies this page returned are delivered, not read
    expect(newest.data.slice(1).every((m) => m.delivered_at !== null && m.read_at === null)).toBe(true);
    const older = await history(t, as(u), thread.id, { limit: 3, before_id: newest.data[0]!.id });
    expect(older.data.map((m) => m.text)).toEqual(['m2', 'm3', 'm4']);
    const oldest = await history(t, as(u), thread.id, { limit: 3, before_id: older.data[0]!.id });
    expect([oldest.data.map((m) => m.text), oldest.has_more]).toEqual([['m1'], false]);
    const after = await history(t, as(u), thread.id, { after_id: sent[3]!.id, limit: 2 });
    expect([after.data.map((m) => m.text), after.has_more]).toEqual([['m5', 'r1'], true]);

    // the operator reading the thread: the user's messages delivered, then read up to m3
    const before = await t.services.supportOps.thread({ id: thread.id, limit: 30 });
    expect(before.thread.unread).toBe(5);
    expect(before.messages.data.filter((m) => m.sender === 'user').every((m) => m.delivered_at)).toBe(true);
    expect(
      ok(
        await call(t, { token: ops.token }, '/ops/support/read', {
          thread_id: thread.id,
          up_to_id: sent[2]!.id,
        }),
      ),
    ).toEqual({
      thread_id: thread.id,
      unread: 2,
    });
    const mine = await history(t, as(u), thread.id);
    expect(mine.data.filter((m) => m.sender === 'user').map((m) => m.read_at !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);

    // the user reads the first reply, then all
    expect(ok(await call(t, as(u), '/kefu/read', { thread_id: thread.id, up_to_id: r1.id }))).toEqual({
      thread_id: thread.id,
      unread: 1,
    });
    expect(await unread(t, as(u))).toBe(1);
    ok(await call(t, as(u), '/kefu/read', { thread_id: thread.id, up_to_id: r2.id }));
    expect(await unread(t, as(u))).toBe(0);
    const last = (await history(t, as(u), thread.id)).data.at(-1)!;
    expect([last.id, last.read_at !== null]).toEqual([r2.id, true]);
  });

  it('kefu/delivered marks replies delivered without reading them', async () => {
    const u = await spotUser(t);
    const thread = await threadOf(t, as(u));
    await say(t, as(u), 'hello');
    const r = await reply(t, ops.token, thread.id, 'hi');
    expect(ok(await call(t, as(u), '/kefu/delivered', { thread_id: thread.id, up_to_id: r.id }))).toEqual({
      thread_id: thread.id,
      unread: 1,
    });
    const seen = (await t.services.supportOps.thread({ id: thread.id, limit: 30 })).messages.data.at(-1)!;
    expect([seen.delivered_at !== null, seen.read_at]).toEqual([true, null]);
  });
});

describe('visitors', () => {
  it('chat before login, then the claim merges the chat into the account once, in order', async () => {
    const v = await visitorToken(t);
    const visitor: As = { visitor: v };
    const vThread = await threadOf(t, visitor);
    const v1 = await say(t, visitor, 'v1: I cannot log in');
    expect(v1.sender).toBe('visitor');
    await reply(t, ops.token, vThread.id, 'op: which e-mail?');
    expect(await unread(t, visitor)).toBe(1);
    // visitors send text only and have no topics
    expect(refused(await call(t, visitor, '/kefu/thread', { topic: 'testrec:1' }))).toBe(
      'support_topic_invalid',
    );
    // no token, or a made-up one
    expect(refused(await call(t, { visitor: 'x'.repeat(43) }, '/kefu/thread'))).toBe(
      'support_visitor_invalid',
    );
    expect(refused(await call(t, { visitor: '' }, '/kefu/thread'))).toBe('support_visitor_invalid');

    // the user already chatted from another device: the merge keeps the order of the messages (by time)
    const u = await spotUser(t);
    const general = await threadOf(t, as(u));
    await say(t, as(u), 'u1: from my phone');
    const moved = ok(await call(t, as(u), '/kefu/claim', { visitor_token: v }));
    expect(moved).toEqual({ thread_id: general.id, moved: 2 });
    const merged = await history(t, as(u), general.id);
    expect(merged.data.map((m) => m.text)).toEqual([
      'v1: I cannot log in',
      'op: which e-mail?',
      'u1: from my phone',
    ]);
    expect(await count('support_threads', sql`id = ${vThread.id}`)).toBe(0);

    // once: a second claim moves nothing; the token no longer works as a visitor
    expect(ok(await call(t, as(u), '/kefu/claim', { visitor_token: v }))).toEqual({
      thread_id: general.id,
      moved: 0,
    });
    expect(await count('support_messages', sql`thread_id = ${general.id}`)).toBe(3);
    expect(refused(await call(t, visitor, '/kefu/messages', { thread_id: general.id }))).toBe(
      'support_visitor_invalid',
    );
    expect(refused(await call(t, as(u), '/kefu/claim', { visitor_token: 'y'.repeat(43) }))).toBe(
      'support_visitor_invalid',
    );
  });

  it('a visitor thread becomes the account general thread when it has none; racing claims move once', async () => {
    const v = await visitorToken(t);
    const vThread = await threadOf(t, { visitor: v });
    await say(t, { visitor: v }, 'hello');
    const u = await spotUser(t);
    const claims = await Promise.all(
      [1, 2, 3].map(() => call(t, as(u), '/kefu/claim', { visitor_token: v })),
    );
    const answers = claims.map((r) => ok<{ thread_id: number; moved: number }>(r));
    expect(answers.map((a) => a.thread_id)).toEqual([vThread.id, vThread.id, vThread.id]);
    expect(answers.map((a) => a.moved).sort()).toEqual([0, 0, 1]);
    expect((await threadOf(t, as(u))).id).toBe(vThread.id);
    expect((await history(t, as(u), vThread.id)).data.map((m) => [m.text, m.sender])).toEqual([
      ['hello', 'visitor'],
    ]);
  });
});

describe('a claim racing the first open of the account thread', () => {
  it('merges into the thread another request opened meanwhile (no unique-index error)', async () => {
    const v = await visitorToken(t);
    await say(t, { visitor: v }, 'before login');
    const u = await spotUser(t);
    // another request opens the account's general thread and has not committed when the claim reads
    const other = await t.database.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query(`INSERT INTO support_threads (user_id, topic, topic_title) VALUES ($1, '', '')`, [
        u.uid,
      ]);
      const claiming = call(t, as(u), '/kefu/claim', { visitor_token: v });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('COMMIT');
      const claimed = ok<{ thread_id: number; moved: number }>(await claiming);
      expect(claimed.moved).toBe(1);
      const general = await threadOf(t, as(u));
      expect(general.id).toBe(claimed.thread_id);
      expect((await history(t, as(u), general.id)).data.map((m) => m.text)).toEqual(['before login']);
    } finally {
      other.release();
    }
  });
});

describe('topic threads and other users (IDOR)', () => {
  it("opens a thread about the user's own record only", async () => {
    const a = await spotUser(t);
    const b = await spotUser(t);
    owners.set('7', a.uid);
    const topic = await threadOf(t, as(a), 'testrec:7');
    expect(topic).toMatchObject({ topic: 'testrec:7', topic_title: 'Record 7' });
    expect(topic.id).not.toBe((await threadOf(t, as(a))).id);
    const sent = await say(t, as(a), 'about record 7', { topic: 'testrec:7' });
    expect(sent.thread_id).toBe(topic.id);

    expect(refused(await call(t, as(b), '/kefu/thread', { topic: 'testrec:7' }))).toBe(
      'support_topic_invalid',
    );
    expect(
      refused(await call(t, as(b), '/kefu/send', { topic: 'testrec:7', client_id: randomUUID(), text: 'x' })),
    ).toBe('support_topic_invalid');
    expect(refused(await call(t, as(a), '/kefu/thread', { topic: 'testrec:8' }))).toBe(
      'support_topic_invalid',
    );
    expect(refused(await call(t, as(a), '/kefu/thread', { topic: 'nokind:1' }))).toBe(
      'support_topic_invalid',
    );
    expect(refused(await call(t, as(a), '/kefu/thread', { topic: 'Bad Topic' }))).toBe(
      'support_topic_invalid',
    );
    expect(await count('support_threads', sql`user_id = ${b.uid} AND topic <> ''`)).toBe(0);

    // the console lists the user's records of every registered kind
    const panel = await t.services.supportOps.thread({ id: topic.id, limit: 30 });
    expect(panel.profile?.recent.map((r) => [r.kind, r.ref])).toEqual([['testrec', '7']]);
  });

  it("answers another user's thread as missing: messages, send, read, delivered", async () => {
    const a = await spotUser(t);
    const b = await spotUser(t);
    const mine = await threadOf(t, as(a));
    const m = await say(t, as(a), 'private');
    const theirs: As = as(b);
    const v = await visitorToken(t);
    for (const [url, body] of [
      ['/kefu/messages', { thread_id: mine.id }],
      ['/kefu/send', { thread_id: mine.id, client_id: randomUUID(), text: 'intruder' }],
      ['/kefu/read', { thread_id: mine.id, up_to_id: m.id }],
      ['/kefu/delivered', { thread_id: mine.id, up_to_id: m.id }],
    ] as const) {
      expect(refused(await call(t, theirs, url, body))).toBe('support_thread_not_found');
      expect(refused(await call(t, { visitor: v }, url, body))).toBe('support_thread_not_found');
    }
    expect((await history(t, as(a), mine.id)).data.map((x) => x.text)).toEqual(['private']);
    // a user token never reaches the console's calls
    expect((await call(t, as(a), '/ops/support/thread', { id: mine.id })).body.type).toBe('999');
  });
});
