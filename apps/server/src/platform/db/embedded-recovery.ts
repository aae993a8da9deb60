import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * Start-up recovery of the embedded PostgreSQL. When the node process that started it dies
 * hard (`kill -9`, OOM), the postmaster outlives it, holding `postmaster.pid` in the data directory, and the
 * next start fails. Before starting we read that lock file and decide, from /proc (Linux):
 * - its process is gone (or a zombie), or the pid now belongs to another program → the lock is stale: removed;
 * - it is a live postgres of our data directory whose starter is still its parent → in use by a running
 *   Meridian process (server or ops command): refused with a clear error, never stopped under it;
 * - it is a live postgres of our data directory whose starter died → orphaned: stopped cleanly (fast shutdown,
 *   SIGINT, which rolls back open transactions and checkpoints; committed data stays), then we start our own.
 */
export const OWNER_FILE = 'owner-pid';

export interface PostmasterLock {
  pid: number;
  dataDir: string;
  port: number;
}

export type PostmasterState =
  { kind: 'gone' } | { kind: 'other' } | { kind: 'unknown' } | { kind: 'ours'; parentPid: number };

const STOP_WAIT_MS = 30_000;
const KILL_WAIT_MS = 10_000;

/** postmaster.pid of `dataDir` (line 1 pid, 2 data directory, 4 port), if present and readable. */
export async function readPostmasterLock(dataDir: string): Promise<PostmasterLock | undefined> {
  const text = await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return { pid: 0, dataDir: lines[1] ?? '', port: 0 };
  return { pid, dataDir: lines[1] ?? '', port: Number(lines[3]) || 0 };
}

/** What process `pid` is now: gone, a postgres whose `-D` is `dataDir` (and its parent), another program. */
export async function inspectPostmaster(pid: number, dataDir: string): Promise<PostmasterState> {
  if (pid <= 0) return { kind: 'gone' };
  if (!(await exists('/proc/self/stat'))) return aliveBySignal(pid) ? { kind: 'unknown' } : { kind: 'gone' };
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return { kind: 'gone' };
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (state === 'Z' || state === 'X') return { kind: 'gone' };
  const argv = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  const dashD = argv.indexOf('-D');
  const target = dashD >= 0 ? argv[dashD + 1] : undefined;
  if (path.basename(argv[0] ?? '') !== 'postgres' || target === undefined) return { kind: 'other' };
  if ((await canonical(target)) !== (await canonical(dataDir))) return { kind: 'other' };
  return { kind: 'ours', parentPid: Number(ppid) };
}

/** Clears the way for starting PostgreSQL on `dataDir` (see the top of this file). */
export async function recoverStalePostmaster(
  dataDir: string,
  ownerFile: string,
  log?: Logger,
): Promise<void> {
  const lock = await readPostmasterLock(dataDir);
  if (!lock) return;
  const state = await inspectPostmaster(lock.pid, dataDir);
  switch (state.kind) {
    case 'unknown':
      return; // no /proc: PostgreSQL's own check decides
    case 'gone':
    case 'other':
      log?.warn(
        { postmasterPid: lock.pid, dataDir },
        `removing stale postmaster.pid (process ${lock.pid} ${state.kind})`,
      );
      await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
      return;
    case 'ours':
      if (await starterAlive(state.parentPid, ownerFile)) {
        throw new Error(
          `the embedded PostgreSQL of ${dataDir} (pid ${lock.pid}, port ${lock.port}) is in use by process ` +
            `${state.parentPid} (a running Meridian server or command); stop that process first`,
        );
      }
      log?.warn(
        { postmasterPid: lock.pid, port: lock.port, dataDir },
        'stopping the orphaned embedded PostgreSQL left by a process that died (fast shutdown)',
      );
      await stopPostmaster(lock.pid, dataDir);
      await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
      log?.info({ postmasterPid: lock.pid }, 'orphaned embedded PostgreSQL stopped');
  }
}

/** The URL of a live postmaster of `dataDir` listening on `url`'s port, else undefined (a stale URL file). */
export async function liveUrl(url: string | undefined, dataDir: string): Promise<string | undefined> {
  if (!url || !URL.canParse(url)) return undefined;
  const lock = await readPostmasterLock(dataDir);
  if (!lock || String(lock.port) !== new URL(url).port) return undefined;
  const state = await inspectPostmaster(lock.pid, dataDir);
  return state.kind === 'ours' || state.kind === 'unknown' ? url : undefined;
}

/**
 * Whether the process that started the postmaster is still its parent. It is recorded in `ownerFile` at
 * start; a postmaster is reparented only when its starter dies, so parent = recorded starter means in use.
 * Without a record (a data directory from before the record existed), a node parent counts as a live starter.
 */
async function starterAlive(parentPid: number, ownerFile: string): Promise<boolean> {
  const owner = Number(await fs.readFile(ownerFile, 'utf8').catch(() => ''));
  if (owner > 0) return parentPid === owner;
  const argv0 = (await fs.readFile(`/proc/${parentPid}/cmdline`, 'utf8').catch(() => '')).split('\0')[0];
  return parentPid > 1 && path.basename(argv0 ?? '').startsWith('node');
}

/** SIGINT (fast shutdown) and wait; SIGQUIT (immediate shutdown, crash recovery at next start) if it hangs. */
async function stopPostmaster(pid: number, dataDir: string): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', STOP_WAIT_MS],
    ['SIGQUIT', KILL_WAIT_MS],
  ] as const) {
    signalQuietly(pid, signal);
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if ((await inspectPostmaster(pid, dataDir)).kind !== 'ours') return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the orphaned embedded PostgreSQL of ${dataDir} (pid ${pid}) did not stop`);
}

function signalQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

function aliveBySignal(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function canonical(p: string): Promise<string> {
  return fs.realpath(p).catch(() => path.resolve(p));
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
