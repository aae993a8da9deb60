import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface Reply {
  status: number;
  body: { type: string; message: unknown; code?: string; field?: string };
}

/** The message of an ok reply (throws with the reply otherwise). */
export function ok<T>(r: Reply): T {
  if (r.body.type !== 'ok') throw new Error(`not ok: ${JSON.stringify(r.body)}`);
  return r.body.message as T;
}

/** POST a JSON body (or form-encoded with `form: true`) to /api<url>. */
export async function post(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown> = {},
  opts: { token?: string; form?: boolean; ip?: string } = {},
): Promise<Reply> {
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    payload: opts.form ? new URLSearchParams(body as Record<string, string>).toString() : body,
  });
  return { status: res.statusCode, body: res.json() };
}

export async function get(
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  opts: { token?: string } = {},
): Promise<Reply> {
  const qs = new URLSearchParams(query).toString();
  const res = await app.inject({
    method: 'GET',
    url: `/api${url}${qs ? `?${qs}` : ''}`,
    headers: opts.token ? { authorization: opts.token } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

export interface OutboxLine {
  channel: string;
  to: string;
  scene: string;
  code: string;
  text: string;
  at: string;
}

/** Messages written to DATA_DIR/outbox.jsonl, newest last. */
export async function readOutbox(dataDir: string): Promise<OutboxLine[]> {
  const text = await fs.readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

export async function lastCode(dataDir: string, to: string, scene: string): Promise<string> {
  const lines = (await readOutbox(dataDir)).filter((l) => l.to === to && l.scene === scene);
  const last = lines.at(-1);
  if (!last) throw new Error(`no code sent to ${to} for ${scene}`);
  return last.code;
}

/** Registers an e-mail account through the real calls (code read from the outbox) and logs in. */
export async function registerAndLogin(
  app: FastifyInstance,
  dataDir: string,
  email: string,
  password = 'secret123',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const sent = await post(app, '/sms_mail', { user_string: email, scene: 'register' }, { ip: uniqueIp() });
  if (sent.body.type !== 'ok') throw new Error(`sms_mail failed: ${JSON.stringify(sent.body)}`);
  const code = await lastCode(dataDir, email, 'register');
  const reg = await post(
    app,
    '/user/register',
    { user_string: email, code, password, re_password: password, ...extra },
    { ip: uniqueIp() },
  );
  if (reg.body.type !== 'ok') throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const login = await post(app, '/user/login', { user_string: email, password }, { ip: uniqueIp() });
  if (login.body.type !== 'ok') throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.message as string;
}

let ipCounter = 0;
/** A distinct client address, so per-IP rate limits do not couple unrelated steps of a test. */
export function uniqueIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
