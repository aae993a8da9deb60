import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuDuring } from './proc-cpu';
import { ROOT, startProcess, stopProcess } from './processes';

/**
 * The spot benchmark's ceiling leg: bench/lib/session-ceiling-main.ts (Fastify, the order's JSON body, one session
 * check) on the group app's database, driven like the order path (same connections, the users' tokens in turn).
 * Its requests per second bound what any order path of this stack can serve on one process of this machine.
 */
export async function measureCeiling(opts: {
  databaseUrl: string;
  tokens: readonly string[];
  connections: number;
  seconds: number;
  port: number;
}) {
  const child = startProcess(path.join(ROOT, 'bench/lib/session-ceiling-main.ts'), {
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl,
  });
  try {
    await once(child, 'message');
    let next = 0;
    let anonymous = 0;
    const body = JSON.stringify({
      currency_id: 1,
      legal_id: 3,
      side: 'buy',
      target_price: '49999.50',
      amount: '0.010',
    });
    const { out, cpu } = await cpuDuring(
      child.pid,
      (r) => r.requests.total,
      () =>
        autocannon({
          url: `http://127.0.0.1:${opts.port}`,
          connections: opts.connections,
          duration: opts.seconds,
          requests: [
            {
              method: 'POST',
              path: '/api/coin/trade',
              headers: { 'content-type': 'application/json' },
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, authorization: opts.tokens[next++ % opts.tokens.length]! },
                body,
              }),
              onResponse: (_status: number, text: string) => {
                const r = JSON.parse(text) as { message: { user: string | null } };
                if (r.message.user === null) anonymous++;
              },
            },
          ],
        }),
    );
    return {
      what: 'Fastify + JSON body + one session check (named statement) per request; no order work',
      connections: opts.connections,
      duration_s: opts.seconds,
      requests_per_s: Math.round(out.requests.total / out.duration),
      // every request must have found its session, or the leg measured something cheaper than a check
      requests_without_session: anonymous,
      errors: out.errors,
      non_2xx: out.non2xx,
      latency_ms: { p50: out.latency.p50, p99: out.latency.p99 },
      cpu,
    };
  } finally {
    await stopProcess(child);
  }
}
