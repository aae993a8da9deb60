/**
 * A Meridian cluster on this machine: N API nodes (the server as `npm run serve` runs it) on one PostgreSQL
 * database and one Redis, behind nginx (deploy/nginx.conf, rendered with this cluster's ports; nginx from
 * Debian's packages, installed when missing). Used by bench/scale-out.ts, and runnable on its own:
 *
 *   node --import tsx scripts/scale-out/cluster.ts [--nodes 3 --port 18180 --database meridian_scale]
 *
 * starts the cluster, prints where it listens and runs until Ctrl-C; stop() (and Ctrl-C) stops every node and
 * nginx and drops the database unless --keep.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  /** Port of the balancer; node i (1-based) listens on port + i. */
  port: number;
  /** PostgreSQL server (its database name is replaced by `database`). */
  postgresUrl: string;
  database: string;
  redisUrl: string;
  /** Extra environment of every node. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface ClusterNode {
  index: number;
  port: number;
  /** application_name of its PostgreSQL connections: how pg_stat_activity names the node. */
  name: string;
  child: ChildProcess;
  /** Starts it took (see startNode) and the time of the last one. */
  attempts: number;
  startMs: number;
}

/** Installs nginx from Debian's packages when it is not on the PATH (the only script that needs it). */
export function ensureNginx(log: (line: string) => void = () => undefined): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const bin = found.stdout.trim().split('\n')[0];
  if (found.status === 0 && bin) return bin;
  log('nginx missing: apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
  }
  if (r.status !== 0) throw new Error('could not install nginx (apt-get install -y nginx)');
  return '/usr/sbin/nginx';
}

/**
 * deploy/nginx.conf with this cluster's ports: the `listen` port becomes `port`, and each upstream's server
 * lines become one line per node port (the first line of the block is the template of their parameters).
 */
export function renderNginxConf(source: string, port: number, nodePorts: number[]): string {
  const out: string[] = [];
  let serversWritten = false;
  let inUpstream = false;
  for (const line of source.split('\n')) {
    if (/^\s*upstream\s/.test(line)) {
      inUpstream = true;
      serversWritten = false;
    } else if (inUpstream && /^\s*}/.test(line)) inUpstream = false;
    const server = /^(\s*server\s+127\.0\.0\.1:)\d+(.*)$/.exec(line);
    if (inUpstream && server) {
      if (!serversWritten) for (const p of nodePorts) out.push(`${server[1]}${p}${server[2]}`);
      serversWritten = true;
      continue;
    }
    out.push(line.replace(/^(\s*listen\s+)\d+/, `$1${port}`));
  }
  return out.join('\n');
}

/** The command `npm run serve` runs (a plain `node …` line), else the TypeScript entry through tsx. */
export function serveCommand(): { args: string[]; label: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serve = pkg.scripts.serve ?? '';
  const words = serve.split(/\s+/).filter(Boolean);
  const plain = words[0] === 'node' && !/[&|;<>$`]/.test(serve);
  const entry = words.at(-1);
  if (plain && entry && fs.existsSync(path.join(ROOT, entry)))
    return { args: words.slice(1), label: `npm run serve (${serve})` };
  const fallback = ['--import', 'tsx', 'apps/server/src/main.ts'];
  return { args: fallback, label: `node ${fallback.join(' ')} (npm run serve is "${serve}")` };
}

async function admin(postgresUrl: string, query: string): Promise<void> {
  const c = new pg.Client({ connectionString: postgresUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

export function databaseUrl(postgresUrl: string, database: string, applicationName?: string): string {
  const u = new URL(postgresUrl);
  u.pathname = `/${database}`;
  u.search = applicationName ? `?application_name=${applicationName}` : '';
  return u.toString();
}

export async function waitForHealth(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

export class Cluster {
  readonly nodes: ClusterNode[] = [];
  readonly tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-scale-'));
  /** One data directory for every node, as a shared volume would be (uploads, the upload-URL key, outbox). */
  readonly dataDir = path.join(this.tmp, 'data');
  readonly serve = serveCommand();
  private nginx: ChildProcess | undefined;
  private readonly confFile = path.join(this.tmp, 'nginx.conf');
  private readonly log: (line: string) => void;

  constructor(readonly o: ClusterOptions) {
    this.log = o.log ?? (() => undefined);
    fs.mkdirSync(path.join(this.tmp, 'logs'));
    fs.mkdirSync(path.join(this.tmp, 'tmp'));
  }

  get url(): string {
    return `http://127.0.0.1:${this.o.port}`;
  }

  get databaseUrl(): string {
    return databaseUrl(this.o.postgresUrl, this.o.database);
  }

  /** A fresh database (dropped first if it exists). */
  async createDatabase(): Promise<void> {
    const busy = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`${this.url} already answers: another cluster runs on port ${this.o.port}`);
    await admin(this.o.postgresUrl, `DROP DATABASE IF EXISTS "${this.o.database}" WITH (FORCE)`);
    await admin(this.o.postgresUrl, `CREATE DATABASE "${this.o.database}"`);
  }

  /**
   * Starts node `index` (1-based) and waits for its /api/health. A node that exits while starting is started
   * again (up to `attempts` times): the first start on a fresh database (migrations, market history, seeded
   * content) can outlast Fastify's 10 s start-up timeout on a loaded machine; the next start finds that work
   * done. The attempts and the time of the successful one are kept on the node.
   */
  async startNode(index: number, attempts = 5): Promise<ClusterNode> {
    const port = this.o.port + index;
    const name = `meridian-node-${index}`;
    const logPath = path.join(this.tmp, 'logs', `${name}.log`);
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const logFile = fs.openSync(logPath, 'a');
      const child = spawn(process.execPath, this.serve.args, {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: this.dataDir,
          DATABASE_URL: databaseUrl(this.o.postgresUrl, this.o.database, name),
          REDIS_URL: this.o.redisUrl,
          TRUST_PROXY: 'loopback',
          NODE_ENV: 'production',
          DEMO: 'on',
          LOG_LEVEL: 'warn',
          ...this.o.env,
        },
        stdio: ['ignore', logFile, logFile],
      });
      fs.closeSync(logFile);
      const node: ClusterNode = { index, port, name, child, attempts: attempt, startMs: 0 };
      this.nodes.push(node);
      let up = false;
      const died = exited(child).then(() => {
        if (!up) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}): see ${logPath}`);
      });
      try {
        await Promise.race([waitForHealth(`http://127.0.0.1:${port}/api/health`), died]);
      } catch (err) {
        if (attempt >= attempts) throw err;
        this.log(`${name} did not start (attempt ${attempt}): ${String(err)}; starting it again`);
        continue;
      }
      up = true;
      node.startMs = Math.round(performance.now() - started);
      this.log(`${name} up on ${port} (attempt ${attempt}, ${node.startMs} ms)`);
      return node;
    }
  }

  live(): ClusterNode[] {
    return this.nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null);
  }

  /** Writes the balancer's configuration for `nodes` and starts nginx, or makes the running one reload it. */
  async balance(nodes: ClusterNode[]): Promise<void> {
    const source = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    fs.writeFileSync(
      this.confFile,
      renderNginxConf(
        source,
        this.o.port,
        nodes.map((n) => n.port),
      ),
    );
    const bin = ensureNginx(this.log);
    const test = spawnSync(bin, ['-t', '-p', this.tmp, '-c', this.confFile], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
    if (!this.nginx) {
      const nginx = spawn(bin, ['-p', this.tmp, '-c', this.confFile, '-g', 'daemon off;'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      this.nginx = nginx;
      // nginx exits at once when it cannot bind its port (another cluster on it): fail rather than measure that
      await new Promise((r) => setTimeout(r, 500));
      if (nginx.exitCode !== null)
        throw new Error(`nginx exited (${nginx.exitCode}): is ${this.o.port} in use?`);
    } else {
      this.nginx.kill('SIGHUP');
      await new Promise((r) => setTimeout(r, 1_000)); // old workers finish, new ones take the port
    }
    await waitForHealth(`${this.url}/api/health`, 15_000);
    this.log(`nginx on ${this.o.port} → ${nodes.map((n) => n.port).join(', ')}`);
  }

  /** Stops every node (SIGTERM, then SIGKILL after 15 s) and nginx; drops the database unless `keep`. */
  async stop(keep = false): Promise<void> {
    await Promise.all(
      this.nodes.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill('SIGTERM');
        await exited(child);
        clearTimeout(force);
      }),
    );
    if (this.nginx && this.nginx.exitCode === null) {
      this.nginx.kill('SIGQUIT');
      const force = setTimeout(() => this.nginx?.kill('SIGKILL'), 5_000);
      await exited(this.nginx);
      clearTimeout(force);
    }
    if (!keep)
      await admin(this.o.postgresUrl, `DROP DATABASE IF EXISTS "${this.o.database}" WITH (FORCE)`).catch(
        (err: unknown) => this.log(`could not drop ${this.o.database}: ${String(err)}`),
      );
    if (!keep) fs.rmSync(this.tmp, { recursive: true, force: true });
  }
}

/** The command line: start the cluster and keep it running until Ctrl-C. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      nodes: { type: 'string', default: '3' },
      port: { type: 'string', default: '18180' },
      database: { type: 'string', default: 'meridian_scale' },
      postgres: {
        type: 'string',
        default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      keep: { type: 'boolean', default: false },
    },
  });
  const cluster = new Cluster({
    port: Number(values.port),
    postgresUrl: values.postgres,
    database: values.database,
    redisUrl: values.redis,
    log: (line) => console.error(line),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop(values.keep);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  try {
    await cluster.createDatabase();
    // The first node migrates the fresh database alone; the others start beside each other after it.
    const first = await cluster.startNode(1);
    const rest = await Promise.all(
      Array.from({ length: Number(values.nodes) - 1 }, (_, i) => cluster.startNode(i + 2)),
    );
    await cluster.balance([first, ...rest]);
    console.error(`Meridian cluster on ${cluster.url}/h5/ (${cluster.serve.label}); Ctrl-C stops it`);
  } catch (err) {
    console.error(err);
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
