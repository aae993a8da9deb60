import fs from 'node:fs';

/**
 * CPU time spent by the app process, by every PostgreSQL process of the machine and by this process (the load
 * generator) while `work` runs, from Linux's /proc (clock ticks of 10 ms: USER_HZ is 100 on Linux). Tells which
 * of the three a leg's rate is bound by: a process near 1,000 ms per second is a saturated event loop.
 */
export async function cpuDuring<T>(
  appPid: number | undefined,
  requests: (out: T) => number,
  work: () => Promise<T>,
): Promise<{ out: T; cpu: CpuShare }> {
  const before = sample(appPid);
  const t0 = Date.now();
  const out = await work();
  const after = sample(appPid);
  const seconds = (Date.now() - t0) / 1000;
  const n = Math.max(1, requests(out));
  const spent = {
    app: after.app - before.app,
    // per process: a backend that ended meanwhile takes its time with it (not counted), one that started counts whole
    postgres: [...after.postgres].reduce((sum, [pid, t]) => sum + t - (before.postgres.get(pid) ?? 0), 0),
    self: after.self - before.self,
  };
  const share = (k: keyof typeof spent) => ({
    ms_per_s: Math.round(spent[k] / seconds),
    ms_per_request: Number((spent[k] / n).toFixed(2)),
  });
  return { out, cpu: { app: share('app'), postgres: share('postgres'), load_generator: share('self') } };
}

export interface CpuShare {
  app: { ms_per_s: number; ms_per_request: number };
  postgres: { ms_per_s: number; ms_per_request: number };
  load_generator: { ms_per_s: number; ms_per_request: number };
}

interface Sample {
  app: number;
  /** CPU ms of each PostgreSQL process, by pid. */
  postgres: Map<number, number>;
  self: number;
}

const TICK_MS = 10;

function sample(appPid: number | undefined): Sample {
  const usage = process.cpuUsage();
  return {
    app: appPid === undefined ? 0 : (ticksOf(appPid)?.ticks ?? 0) * TICK_MS,
    postgres: postgresMs(),
    self: (usage.user + usage.system) / 1000,
  };
}

/** utime + stime of a process, and its command name; undefined when it is gone. */
function ticksOf(pid: number): { ticks: number; comm: string } | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ticks: Number(fields[11]) + Number(fields[12]), comm };
}

function postgresMs(): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const t = ticksOf(Number(name));
    if (t?.comm === 'postgres') out.set(Number(name), t.ticks * TICK_MS);
  }
  return out;
}
