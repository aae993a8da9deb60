import { randomUUID } from 'node:crypto';
import type {
  OpsSupportThread,
  OpsSupportThreadResponse,
  SupportMessage,
  SupportMessagePage,
  SupportThread,
} from '@meridian/contract/support';
import { get, ok, post, uniqueIp, type Reply } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';

/** Test helpers of the support chat integration tests: the app's and the console's calls. */

/** Who calls: a user token, or a visitor token (sent in the `visitor_token` field). */
export type As = { token: string } | { visitor: string };

const withVisitor = (as: As, body: Record<string, unknown>) =>
  'visitor' in as ? { ...body, visitor_token: as.visitor } : body;
const tokenOf = (as: As) => ('token' in as ? { token: as.token } : {});

export async function call(
  t: TestApp,
  as: As,
  url: string,
  body: Record<string, unknown> = {},
): Promise<Reply> {
  return post(t.app, url, withVisitor(as, body), { ...tokenOf(as), ip: uniqueIp() });
}

export async function visitorToken(t: TestApp): Promise<string> {
  return ok<{ visitor_token: string }>(await post(t.app, '/kefu/visitor', {}, { ip: uniqueIp() }))
    .visitor_token;
}

export async function threadOf(t: TestApp, as: As, topic?: string): Promise<SupportThread> {
  return ok<SupportThread>(await call(t, as, '/kefu/thread', topic ? { topic } : {}));
}

export async function say(
  t: TestApp,
  as: As,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<SupportMessage> {
  return ok<SupportMessage>(await call(t, as, '/kefu/send', { client_id: randomUUID(), text, ...extra }));
}

export async function history(
  t: TestApp,
  as: As,
  threadId: number,
  q: Record<string, unknown> = {},
): Promise<SupportMessagePage> {
  return ok<SupportMessagePage>(await call(t, as, '/kefu/messages', { thread_id: threadId, ...q }));
}

export async function unread(t: TestApp, as: As): Promise<number> {
  return ok<{ unread: number }>(await call(t, as, '/kefu/unread')).unread;
}

/** The error code of a refused call. */
export function refused(r: Reply): string | undefined {
  if (r.body.type === 'ok') throw new Error(`expected a refusal: ${JSON.stringify(r.body)}`);
  return r.body.code;
}

/** An operator's reply. */
export async function reply(
  t: TestApp,
  opsToken: string,
  threadId: number,
  text: string,
  clientId: string = randomUUID(),
): Promise<SupportMessage> {
  return ok<SupportMessage>(
    await post(
      t.app,
      '/ops/support/send',
      { thread_id: threadId, client_id: clientId, text },
      { token: opsToken },
    ),
  );
}

export async function opsThread(
  t: TestApp,
  opsToken: string,
  id: number,
  q: Record<string, string> = {},
): Promise<OpsSupportThreadResponse> {
  return ok<OpsSupportThreadResponse>(
    await get(t.app, '/ops/support/thread', { id: String(id), ...q }, { token: opsToken }),
  );
}

export async function inbox(
  t: TestApp,
  opsToken: string,
  filter: 'unassigned' | 'mine' | 'all',
  status: 'open' | 'closed' = 'open',
) {
  return ok<{
    data: OpsSupportThread[];
    total: number;
    counts: Record<'unassigned' | 'mine' | 'all', { threads: number; unread_threads: number }>;
  }>(await get(t.app, '/ops/support/threads', { filter, status, limit: '100' }, { token: opsToken }));
}

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Uploads `content` as the multipart `file` to /api<url> with `token`; the parsed envelope. */
export async function uploadFile(
  t: TestApp,
  url: string,
  token: string,
  content: Buffer = PNG,
): Promise<Reply> {
  const boundary = '----meridian-support-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, body: res.json() };
}
