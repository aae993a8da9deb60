import type { Paginated } from '@meridian/contract';
import type { NotificationItem } from '@meridian/contract/notifications';
import type { TestApp } from '../../../test/test-app';
import { get } from '../../../test/api';

/** Test helpers of the notifications integration tests. */

/** GET /notifications/list as `token`, in `lang`. */
export async function listOf(
  t: TestApp,
  token: string,
  query: { lang?: string; page?: number; limit?: number } = {},
): Promise<Paginated<NotificationItem>> {
  const res = await get(
    t.app,
    '/notifications/list',
    {
      lang: query.lang ?? 'en',
      page: String(query.page ?? 1),
      limit: String(query.limit ?? 50),
    },
    { token },
  );
  if (res.body.type !== 'ok') throw new Error(`notifications/list: ${JSON.stringify(res.body)}`);
  return res.body.message as Paginated<NotificationItem>;
}

/** GET /notifications/unread_count as `token`. */
export async function unreadOf(t: TestApp, token: string): Promise<number> {
  const res = await get(t.app, '/notifications/unread_count', {}, { token });
  if (res.body.type !== 'ok') throw new Error(`notifications/unread_count: ${JSON.stringify(res.body)}`);
  return (res.body.message as { count: number }).count;
}

/** Every notification row of a user, oldest first, straight from the table. */
export async function rowsOf(t: TestApp, userId: number): Promise<{ key: string; ref: string }[]> {
  const r = await t.database.pool.query<{ key: string; ref: string }>(
    'SELECT key, ref FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return r.rows;
}
