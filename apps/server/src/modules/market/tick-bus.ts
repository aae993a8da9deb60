import type { Redis } from 'ioredis';
import type { Tick } from './feed/types';

/**
 * Carries each second's ticks from the node that runs the feed (the leader) to the other nodes, which
 * apply them to their own in-memory market and serve their own sockets. Without Redis there is one node.
 */
export interface TickBus {
  publish(ticks: Tick[]): void;
  subscribe(handler: (ticks: Tick[]) => void): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'meridian:market:ticks';

export class RedisTickBus implements TickBus {
  private subscriber: Redis | undefined;

  constructor(private readonly redis: Redis) {}

  publish(ticks: Tick[]): void {
    void this.redis.publish(CHANNEL, JSON.stringify(ticks)).catch(() => undefined);
  }

  async subscribe(handler: (ticks: Tick[]) => void): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === CHANNEL) handler(JSON.parse(message) as Tick[]);
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => undefined);
  }
}
