import type { NotificationMessage } from '@meridian/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { socketClients, type SocketClients } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { afterCommit } from '../../platform/db/after-commit';
import { newUser } from '../settings/settings.testing';
import type { NotificationInput } from './notifications.service';
import { listOf, rowsOf, unreadOf } from './notifications.testing';

/** The notification calls, ownership, the after-commit socket push. */

let t: TestApp;
let clients: SocketClients;

beforeAll(async () => {
  t = await createTestApp();
  clients = await socketClients(t);
});
afterAll(async () => {
  clients.close();
  await t.close();
});

async function user() {
  const u = await newUser(t);
  const uid = ((await get(t.app, '/user/info', {}, { token: u.token })).body.message as { id: number }).id;
  return { token: u.token, uid };
}

const deposit = (userId: number, amount: string, ref = ''): NotificationInput => ({
  userId,
  key: 'deposit_credited',
  params: { amount, currency: 'USDT' },
  link: '/pages/fund/receive_withdraw_record?tab=deposit',
  ref,
});
const notify = (n: NotificationInput) =>
  t.database.db.transaction((tx) => t.services.notifications.notify(tx, n));
const read = (token: string, body: Record<string, unknown>) =>
  post(t.app, '/notifications/read', body, { token });

const open = (token: string): Promise<Socket> => clients.open(token);

describe('notifications/list and unread_count', () => {
  it('pages the caller’s own notifications, newest first, rendered in the request’s language', async () => {
    const a = await user();
    const b = await user();
    for (let i = 1; i <= 12; i++) await notify(deposit(a.uid, `${i}.00`));
    await notify(deposit(b.uid, '99.00'));

    const first = await listOf(t, a.token, { page: 1, limit: 5 });
    expect(first).toMatchObject({ page: 1, limit: 5, total: 12 });
    expect(first.data.map((n) => n.params.amount)).toEqual(['12.00', '11.00', '10.00', '9.00', '8.00']);
    const last = await listOf(t, a.token, { page: 3, limit: 5, lang: 'tr' });
    expect(last.data.map((n) => n.params.amount)).toEqual(['2.00', '1.00']);
    expect(last.data[1]).toMatchObject({
      title: 'Para yatırma hesaba geçti',
      // the amount in Turkish separators, the stored parameter untouched
      content: '1,00 USDT tutarındaki yatırımınız spot hesabınıza aktarıldı.',
      read: false,
    });
    // default page size 10; POST answers too
    const posted = await post(t.app, '/notifications/list', { lang: 'kor' }, { token: a.token });
    expect(posted.body.message).toMatchObject({ page: 1, limit: 10, total: 12 });
    expect((posted.body.message as { data: { title: string }[] }).data[0]!.title).toBe('입금 완료');

    expect(await unreadOf(t, a.token)).toBe(12);
    expect(await unreadOf(t, b.token)).toBe(1);
  });

  it('needs a session and refuses a malformed page', async () => {
    expect((await get(t.app, '/notifications/list')).body.type).toBe('999');
    expect((await get(t.app, '/notifications/unread_count')).body.type).toBe('999');
    const a = await user();
    const bad = await get(t.app, '/notifications/list', { page: '0' }, { token: a.token });
    expect(bad.body).toMatchObject({ type: 'error', code: 'parameter_error' });
  });
});

describe('notifications/read', () => {
  it('marks one read, then all; another user’s id is refused and stays unread', async () => {
    const a = await user();
    const b = await user();
    for (let i = 1; i <= 3; i++) await notify(deposit(a.uid, `${i}.00`));
    await notify(deposit(b.uid, '7.00'));
    const [newest] = (await listOf(t, a.token)).data;
    const [theirs] = (await listOf(t, b.token)).data;

    expect((await read(a.token, { id: newest!.id })).body.message).toEqual({ updated: 1, unread: 2 });
    expect((await read(a.token, { id: String(newest!.id) })).body.message).toEqual({ updated: 0, unread: 2 });
    expect((await listOf(t, a.token)).data.map((n) => n.read)).toEqual([true, false, false]);

    const foreign = await read(a.token, { id: theirs!.id, lang: 'spa' });
    expect(foreign.body).toMatchObject({
      type: 'error',
      code: 'notification_not_found',
      message: 'Notificación no encontrada',
    });
    expect((await read(a.token, { id: 999_999_999 })).body.code).toBe('notification_not_found');
    expect(await unreadOf(t, b.token)).toBe(1);

    expect((await read(a.token, { all: true })).body.message).toEqual({ updated: 2, unread: 0 });
    expect((await read(a.token, { all: 'true' })).body.message).toEqual({ updated: 0, unread: 0 });
    expect(await unreadOf(t, b.token)).toBe(1);
  });

  it('takes exactly one of id or all: true', async () => {
    const a = await user();
    for (const body of [
      {},
      { all: false },
      { all: 'yes' },
      { id: 1, all: true },
      { id: '0x1' },
      { id: true },
    ])
      expect((await read(a.token, body)).body, JSON.stringify(body)).toMatchObject({
        type: 'error',
        code: 'parameter_error',
      });
    expect((await read('not-a-token', { all: true })).body.type).toBe('999');
  });
});

describe('notify', () => {
  it('writes once per user, key and ref; refuses a link outside the app', async () => {
    const a = await user();
    await notify(deposit(a.uid, '5.00', 'deposit:1'));
    await notify(deposit(a.uid, '5.00', 'deposit:1'));
    await notify({ ...deposit(a.uid, '5.00', 'deposit:1'), key: 'withdrawal_paid' });
    expect(await rowsOf(t, a.uid)).toEqual([
      { key: 'deposit_credited', ref: 'deposit:1' },
      { key: 'withdrawal_paid', ref: 'deposit:1' },
    ]);
    for (const link of ['https://evil.example', '//evil.example/x', 'pages/x', '/\\evil'])
      await expect(notify({ ...deposit(a.uid, '1'), link })).rejects.toThrow('not an app route');
  });

  it('notifyMany writes a batch in one insert, once per user, key and ref, and pushes each after the commit', async () => {
    const a = await user();
    const b = await user();
    const sa = await open(a.token);
    const pushed: NotificationMessage[] = [];
    sa.on('notification', (m: NotificationMessage) => pushed.push(m));
    const many = (inputs: NotificationInput[]) =>
      t.database.db.transaction((tx) => t.services.notifications.notifyMany(tx, inputs));
    await many([
      deposit(a.uid, '1.00', 'deposit:7'),
      deposit(b.uid, '2.00', 'deposit:7'),
      deposit(a.uid, '3.00'),
    ]);
    await many([deposit(a.uid, '1.00', 'deposit:7'), deposit(a.uid, '4.00', 'deposit:8')]);
    expect(await rowsOf(t, a.uid)).toEqual([
      { key: 'deposit_credited', ref: 'deposit:7' },
      { key: 'deposit_credited', ref: '' },
      { key: 'deposit_credited', ref: 'deposit:8' },
    ]);
    expect(await rowsOf(t, b.uid)).toEqual([{ key: 'deposit_credited', ref: 'deposit:7' }]);
    await vi.waitFor(() => expect(pushed).toHaveLength(3));
    await expect(many([{ ...deposit(a.uid, '1'), link: '//evil.example' }])).rejects.toThrow(
      'not an app route',
    );
    sa.disconnect();
  });

  it('afterCommit takes only a top-level transaction', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        tx.transaction((inner) => Promise.resolve(afterCommit(inner, () => {}))),
      ),
    ).rejects.toThrow('top-level transaction');
  });
});

describe('notification push', () => {
  it('reaches the owner only, after the commit; a rolled-back notification is never pushed', async () => {
    const a = await user();
    const b = await user();
    const mine: NotificationMessage[] = [];
    const theirs: NotificationMessage[] = [];
    (await open(a.token)).on('notification', (m: NotificationMessage) => mine.push(m));
    (await open(b.token)).on('notification', (m: NotificationMessage) => theirs.push(m));

    await expect(
      t.database.db.transaction(async (tx) => {
        await t.services.notifications.notify(tx, deposit(a.uid, '1.00'));
        throw new Error('cause failed');
      }),
    ).rejects.toThrow('cause failed');
    let pushedBeforeCommit = -1;
    await t.database.db.transaction(async (tx) => {
      await t.services.notifications.notify(tx, deposit(a.uid, '2.00'));
      await new Promise((r) => setTimeout(r, 200));
      pushedBeforeCommit = mine.length;
    });
    expect(pushedBeforeCommit).toBe(0);
    await vi.waitFor(() => expect(mine).toHaveLength(1));
    const [row] = (await listOf(t, a.token)).data;
    expect(mine[0]).toEqual({
      type: 'notification',
      to: a.uid,
      id: row!.id,
      key: 'deposit_credited',
      params: { amount: '2.00', currency: 'USDT' },
      link: '/pages/fund/receive_withdraw_record?tab=deposit',
      created_at: row!.created_at,
    });
    expect(await rowsOf(t, a.uid)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine).toHaveLength(1);
    expect(theirs).toEqual([]);
  });
});
