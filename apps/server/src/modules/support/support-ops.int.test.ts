import { randomUUID } from 'node:crypto';
import type { OpsSupportThread, SupportCanned, SupportMessage } from '@meridian/contract/support';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, ok, post } from '../../../test/api';
import { spotUser, type SpotUser } from '../../../test/spot-users';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { auditRowsOf, newOperator } from '../ops/ops.testing';
import { DEMO_CANNED, ensureDemoCanned } from './demo/demo-support';
import { SUPPORT_REPLY_NOTIFY_DELAY_MS } from './notify';
import {
  call,
  history,
  inbox,
  opsThread,
  refused,
  reply,
  say,
  threadOf,
  uploadFile,
  type As,
} from './support.testing';

/**
 * The console's inbox: tabs and counts, assignment and closing (audited), canned replies
 * (audited), replies with images, the user panel, and the `support_reply` notification for a reply the user
 * has not read.
 */

let t: TestApp;
useTestApp((app) => (t = app));

let me: { id: number; token: string; email: string };
let other: { id: number; token: string; email: string };
beforeAll(async () => {
  me = await newOperator(t);
  other = await newOperator(t);
});

const as = (u: SpotUser): As => ({ token: u.token });
const opsPost = (token: string, url: string, body: Record<string, unknown>) =>
  post(t.app, url, body, { token });

async function userWithThread(text = 'help'): Promise<{ u: SpotUser; threadId: number }> {
  const u = await spotUser(t, { 3: '125.5' });
  const thread = await threadOf(t, as(u));
  await say(t, as(u), text);
  return { u, threadId: thread.id };
}

const ids = (rows: OpsSupportThread[]) => rows.map((r) => r.id);

describe('inbox', () => {
  it('tabs unassigned / mine / all with unread counts; assignment audited; close and reopen', async () => {
    const before = await inbox(t, me.token, 'all');
    const { u, threadId } = await userWithThread('first question');
    await say(t, as(u), 'second line');
    // a thread with no message is no work for anyone
    const silent = await spotUser(t);
    const silentThread = await threadOf(t, as(silent));

    const all = await inbox(t, me.token, 'all');
    expect(ids(all.data)[0]).toBe(threadId);
    expect(ids(all.data)).not.toContain(silentThread.id);
    expect(all.counts.all.threads).toBe(before.counts.all.threads + 1);
    expect(all.counts.all.unread_threads).toBe(before.counts.all.unread_threads + 1);
    const row = all.data[0]!;
    expect(row).toMatchObject({ user_id: u.uid, visitor: null, assignee: null, unread: 2, user_unread: 0 });
    expect(row.last_message?.text).toBe('second line');
    expect(ids((await inbox(t, me.token, 'unassigned')).data)).toContain(threadId);

    // to me: audited, moves to my tab
    const assigned = ok<OpsSupportThread>(
      await opsPost(me.token, '/ops/support/assign', { thread_id: threadId, to: 'me' }),
    );
    expect(assigned.assignee).toEqual({ id: me.id, email: me.email });
    const mine = await inbox(t, me.token, 'mine');
    expect(ids(mine.data)).toEqual([threadId]);
    expect(mine.counts.mine).toEqual({ threads: 1, unread_threads: 1 });
    expect(ids((await inbox(t, me.token, 'unassigned')).data)).not.toContain(threadId);
    expect((await inbox(t, other.token, 'mine')).data).toEqual([]);

    // to another operator, then to nobody; an unknown operator is refused
    ok(
      await opsPost(me.token, '/ops/support/assign', {
        thread_id: threadId,
        to: 'operator',
        operator_id: other.id,
      }),
    );
    expect(ids((await inbox(t, other.token, 'mine')).data)).toEqual([threadId]);
    expect(
      refused(
        await opsPost(me.token, '/ops/support/assign', {
          thread_id: threadId,
          to: 'operator',
          operator_id: 999999,
        }),
      ),
    ).toBe('support_operator_not_found');
    expect(
      refused(await opsPost(me.token, '/ops/support/assign', { thread_id: threadId, to: 'operator' })),
    ).toBe('support_operator_not_found');
    ok(await opsPost(other.token, '/ops/support/assign', { thread_id: threadId, to: 'none' }));
    const audit = await auditRowsOf(t, 'support_thread', threadId);
    expect(audit.map((a) => [a.action, a.operator_id])).toEqual([
      ['support.assign', me.id],
      ['support.assign', me.id],
      ['support.assign', other.id],
    ]);
    expect(audit.map((a) => (a.after as { assignee_id: number | null }).assignee_id)).toEqual([
      me.id,
      other.id,
      null,
    ]);

    // close: audited, leaves the open tabs; the user's next message reopens it
    const closed = ok<OpsSupportThread>(
      await opsPost(me.token, '/ops/support/close', { thread_id: threadId }),
    );
    expect(closed.status).toBe('closed');
    expect(ids((await inbox(t, me.token, 'all')).data)).not.toContain(threadId);
    expect(ids((await inbox(t, me.token, 'all', 'closed')).data)).toContain(threadId);
    expect((await auditRowsOf(t, 'support_thread', threadId)).at(-1)).toMatchObject({
      action: 'support.close',
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    await say(t, as(u), 'still there?');
    expect(ids((await inbox(t, me.token, 'all')).data)[0]).toBe(threadId);
    expect(refused(await opsPost(me.token, '/ops/support/close', { thread_id: 999999 }))).toBe(
      'support_thread_not_found',
    );
  });

  it('racing assigns and closes of one thread each answer (none waits on the pool while holding the lock)', async () => {
    const { threadId } = await userWithThread('race');
    const calls = Array.from({ length: 16 }, (_, i) =>
      i % 4 === 3
        ? opsPost(me.token, '/ops/support/close', { thread_id: threadId })
        : opsPost(i % 2 ? other.token : me.token, '/ops/support/assign', { thread_id: threadId, to: 'me' }),
    );
    const replies = await Promise.all(calls);
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(16);
    expect(await auditRowsOf(t, 'support_thread', threadId)).toHaveLength(16);
  }, 20_000);

  it('a thread shows the user panel: account, KYC level, balances, records of registered kinds', async () => {
    const { u, threadId } = await userWithThread();
    const view = await opsThread(t, me.token, threadId);
    expect(view.thread).toMatchObject({ id: threadId, user_id: u.uid });
    expect(view.profile).toMatchObject({
      user_id: u.uid,
      kyc_level: 0,
      balances: [{ currency: 'USDT', total: '125.5' }],
    });
    expect(view.profile?.account).toMatch(/@/);
    expect(view.messages.data.map((m) => [m.sender, m.text])).toEqual([['user', 'help']]);
    // a user token never reaches it
    expect(
      (await get(t.app, '/ops/support/thread', { id: String(threadId) }, { token: u.token })).body.type,
    ).toBe('999');
  });
});

describe('replies', () => {
  it('a reply is shown to the user as Support (no operator login), to the console with its author', async () => {
    const { u, threadId } = await userWithThread();
    const sent = await reply(t, me.token, threadId, 'Hello from support');
    expect(sent).toMatchObject({ sender: 'operator', operator_name: me.email });
    const seen = (await history(t, as(u), threadId)).data.at(-1)!;
    expect(seen).toMatchObject({
      id: sent.id,
      sender: 'operator',
      operator_name: null,
      text: 'Hello from support',
    });
    const again = await reply(t, me.token, threadId, 'changed', sent.client_id!);
    expect(again.id).toBe(sent.id);
    expect(
      refused(
        await opsPost(me.token, '/ops/support/send', {
          thread_id: 999999,
          client_id: randomUUID(),
          text: 'x',
        }),
      ),
    ).toBe('support_thread_not_found');
  });

  it('images: an operator upload checked by content, the user upload of their own; others refused', async () => {
    const { u, threadId } = await userWithThread();
    expect(
      refused(await uploadFile(t, '/ops/support/upload', me.token, Buffer.from('<svg onload=alert(1)>'))),
    ).toBe('upload_not_image');
    const { url } = ok<{ url: string }>(await uploadFile(t, '/ops/support/upload', me.token));
    const img = ok<SupportMessage>(
      await opsPost(me.token, '/ops/support/send', {
        thread_id: threadId,
        client_id: randomUUID(),
        image: url,
      }),
    );
    expect(img).toMatchObject({ kind: 'image', text: '' });
    expect(img.image?.endsWith(new URL(url).pathname)).toBe(true);
    // an upload of a user is not the console's
    const userUpload = ok<string>(await uploadFile(t, '/upload', u.token));
    expect(
      refused(
        await opsPost(me.token, '/ops/support/send', {
          thread_id: threadId,
          client_id: randomUUID(),
          image: userUpload,
        }),
      ),
    ).toBe('image_url_invalid');
    // the user sends their own upload; another user's is refused
    const pic = ok<SupportMessage>(
      await call(t, as(u), '/kefu/send', { client_id: randomUUID(), image: userUpload, text: 'see' }),
    );
    expect(pic).toMatchObject({ kind: 'image', image: userUpload, text: 'see' });
    const stranger = await spotUser(t);
    expect(
      refused(await call(t, as(stranger), '/kefu/send', { client_id: randomUUID(), image: userUpload })),
    ).toBe('upload_not_yours');
    // visitors send text only
    const v = ok<{ visitor_token: string }>(await post(t.app, '/kefu/visitor', {})).visitor_token;
    expect(
      refused(await call(t, { visitor: v }, '/kefu/send', { client_id: randomUUID(), image: userUpload })),
    ).toBe('support_image_login');
  });

  it('a reply the user has not read becomes one notification (at most one per thread per window)', async () => {
    const { u, threadId } = await userWithThread();
    const sent = await reply(
      t,
      me.token,
      threadId,
      'We have credited your deposit of 100 USDT, please check your spot balance now and tell us.',
    );
    const jobs = await t.database.db.execute<{ run_at: Date; payload: unknown } & Record<string, unknown>>(
      sql`SELECT p.run_at, p.payload FROM graphile_worker._private_jobs p
           JOIN graphile_worker._private_tasks k ON k.id = p.task_id
          WHERE k.identifier = 'support.reply_notify' AND (p.payload->>'threadId')::bigint = ${threadId}`,
    );
    expect(jobs.rows).toHaveLength(1);
    const delay = new Date(jobs.rows[0]!.run_at).getTime() - new Date(sent.created_at).getTime();
    expect(delay).toBeGreaterThan(SUPPORT_REPLY_NOTIFY_DELAY_MS - 2000);

    expect(await t.services.supportReplies.run(threadId)).toBe(true);
    const list = ok<{ data: { key: string; content: string; link: string }[] }>(
      await get(t.app, '/notifications/list', {}, { token: u.token }),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ key: 'support_reply', link: '/pages/kefu/index' });
    // the preview: the first 79 characters and an ellipsis (the reply has 90)
    expect(list.data[0]!.content).toBe(
      'Customer support replied: “We have credited your deposit of 100 USDT, please check your spot balance now a…”. Open the chat to read it.',
    );
    // a second reply within the window: no second notification
    await reply(t, me.token, threadId, 'Anything else?');
    expect(await t.services.supportReplies.run(threadId)).toBe(false);

    // a reply read on screen before the job runs: none
    const { u: reader, threadId: readThread } = await userWithThread();
    const r = await reply(t, me.token, readThread, 'hi');
    ok(await call(t, as(reader), '/kefu/read', { thread_id: readThread, up_to_id: r.id }));
    expect(await t.services.supportReplies.run(readThread)).toBe(false);
    expect(
      ok<{ data: unknown[] }>(await get(t.app, '/notifications/list', {}, { token: reader.token })).data,
    ).toEqual([]);
  });
});

describe('canned replies', () => {
  it('create, edit, delete: each audited; unknown ids refused', async () => {
    const created = ok<SupportCanned>(
      await opsPost(me.token, '/ops/support/canned/save', { title: 'Hello', text: 'Hello, how can I help?' }),
    );
    expect(created).toMatchObject({ title: 'Hello', is_demo: false });
    const edited = ok<SupportCanned>(
      await opsPost(me.token, '/ops/support/canned/save', { id: created.id, title: 'Hi', text: 'Hi there' }),
    );
    expect(edited).toMatchObject({ id: created.id, title: 'Hi', text: 'Hi there' });
    const list = ok<SupportCanned[]>(await get(t.app, '/ops/support/canned', {}, { token: me.token }));
    expect(list.map((c) => c.id)).toContain(created.id);
    expect(ok(await opsPost(me.token, '/ops/support/canned/delete', { id: created.id }))).toEqual({
      id: created.id,
    });
    expect(refused(await opsPost(me.token, '/ops/support/canned/delete', { id: created.id }))).toBe(
      'support_canned_not_found',
    );
    expect(
      refused(await opsPost(me.token, '/ops/support/canned/save', { id: created.id, title: 'x', text: 'y' })),
    ).toBe('support_canned_not_found');
    expect(refused(await opsPost(me.token, '/ops/support/canned/save', { title: 'x', text: '' }))).toBe(
      'support_message_empty',
    );
    const audit = await auditRowsOf(t, 'support_canned', created.id);
    expect(audit.map((a) => a.action)).toEqual([
      'support.canned_save',
      'support.canned_save',
      'support.canned_delete',
    ]);
    expect(audit.map((a) => [a.before === null, a.after === null])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('demo canned replies: created once (two starts at once add no more), listed only while demo content is on', async () => {
    const log = pino({ level: 'silent' });
    const supportOps = t.services.supportOps;
    await Promise.all([1, 2].map(() => ensureDemoCanned({ db: t.database.db, supportOps, log })));
    await ensureDemoCanned({ db: t.database.db, supportOps, log });
    const demo = await t.database.db.execute<{ title: string } & Record<string, unknown>>(
      sql`SELECT title FROM support_canned WHERE is_demo ORDER BY id`,
    );
    expect(demo.rows.map((r) => r.title)).toEqual(DEMO_CANNED.map((c) => c.title));
    // the test app runs with DEMO_CONTENT off: the console does not list them
    const listed = ok<SupportCanned[]>(await get(t.app, '/ops/support/canned', {}, { token: me.token }));
    expect(listed.some((c) => c.is_demo)).toBe(false);
  });

  it('operators list: the enabled ones', async () => {
    const list = ok<{ id: number; email: string }[]>(
      await get(t.app, '/ops/support/operators', {}, { token: me.token }),
    );
    expect(list).toEqual(
      expect.arrayContaining([
        { id: me.id, email: me.email },
        { id: other.id, email: other.email },
      ]),
    );
  });
});
