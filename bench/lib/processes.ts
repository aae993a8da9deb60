import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a TypeScript entry point as its own process (so load generator and server don't share a core). With
 * BENCH_CPU_PROF=<dir> each process writes a V8 CPU profile there when it exits (Node refuses --cpu-prof in
 * NODE_OPTIONS); BENCH_NODE_ARGS adds Node flags (e.g. --perf-basic-prof, for `perf record` of the processes:
 * V8's profile samples wall time, so a process preempted inside a syscall shows that syscall as busy).
 */
export function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  const dir = process.env.BENCH_CPU_PROF;
  const profile = dir ? ['--cpu-prof', '--cpu-prof-dir', dir] : [];
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...profile, ...extra, '--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return child;
}

export async function waitForHttp(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
