import type { FastifyBaseLogger } from 'fastify';

/**
 * In-process timers of a hot engine on this node (the futures trigger sync, the market maker's refresh), run
 * while it leads (platform/leadership.ts). Durable or once-per-period work belongs on the job runner
 * (platform/jobs). Each timer runs once at start, then every `intervalMs`; a run never overlaps the previous
 * one, and a failure is logged, never thrown.
 */
export class Scheduler {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  every(name: string, intervalMs: number, job: () => Promise<unknown>): void {
    let busy = false;
    const run = () => {
      if (busy) return;
      busy = true;
      const p = job()
        .catch((err: unknown) => this.log.error({ err, job: name }, 'scheduled job failed'))
        .finally(() => {
          busy = false;
          this.running.delete(p);
        });
      this.running.add(p);
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers.length = 0;
    await Promise.all([...this.running]);
  }
}
