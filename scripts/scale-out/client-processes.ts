/** The client processes of bench/scale-out.ts (socket-clients.ts), driven by messages. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './cluster';

interface Connected {
  type: 'connected';
  count: number;
  connectErrors: number;
}

/**
 * `n` clients of one transport to `url` in `processes` processes (socket-clients.ts), connected and subscribed
 * to `symbols`; each process is added to `workers` (the caller kills what is left there on failure).
 */
export async function openClients(
  workers: ChildProcess[],
  url: string,
  symbols: string[],
  n: number,
  transport: 'websocket' | 'polling',
  processes = 2,
) {
  const children: ChildProcess[] = [];
  const ready: Promise<Connected>[] = [];
  for (let w = 0; w < processes; w++) {
    const child = fork(path.join(ROOT, 'scripts/scale-out/socket-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        URL: url,
        COUNT: String(Math.ceil(n / processes)),
        SYMBOLS: symbols.join(','),
        TRANSPORT: transport,
      },
    });
    workers.push(child);
    children.push(child);
    ready.push(next<Connected>(child, 'connected'));
  }
  const connected = await Promise.all(ready);
  return {
    children,
    connectErrors: connected.reduce((s, c) => s + c.connectErrors, 0),
    tell: (msg: Record<string, unknown>) => {
      for (const c of children) c.send(msg);
    },
    ask: <T>(msg: Record<string, unknown>, reply: string) =>
      Promise.all(
        children.map((c) => {
          const p = next<T>(c, reply);
          c.send(msg);
          return p;
        }),
      ),
    close: () =>
      Promise.all(
        children.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.exitCode !== null) return resolve();
              c.once('exit', () => resolve());
              c.send({ type: 'close' });
            }),
        ),
      ),
  };
}

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(m as T);
    };
    const onExit = () => reject(new Error(`client process exited before "${type}"`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
