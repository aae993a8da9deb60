import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { OperatorAudit } from './audit';
import type { Config } from './config';
import type { Database } from './db';
import type { DomainEventDelivery, Subscriber } from './domain-events';
import type { EventBus } from './events';
import type { AnyJobDefinition, Jobs } from './jobs';
import type { MediaStore } from './media-store';
import type { Outbox } from './outbox';
import type { RealtimeServer } from './socket';
import type { UploadedImages } from './uploaded-images';

/**
 * Modules as plug-ins (docs/architecture.md): a module's entry (`modules/<name>/index.ts`) exports
 * one `defineModule({...})` that builds its services from the platform and from the services of modules
 * listed before it, and declares its routes, realtime handlers, jobs, event subscribers and start/stop.
 * `buildApp` is the list of modules (app.ts). A module names what it provides by adding to `Services`:
 *
 *     declare module '../../platform/module' {
 *       interface Services { futures: FuturesService }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (declaration merging)
export interface Services {}

/** What the platform gives every module. */
export interface Platform {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  redis: Redis | undefined;
  /** In-process bus: socket pushes only (durable effects are jobs and domain events). */
  events: EventBus;
  jobs: Jobs;
  domainEvents: DomainEventDelivery;
  images: UploadedImages;
  /** Files stored for a user without their HTTP upload (artwork media, demo files): registry + publication. */
  media: MediaStore;
  outbox: Outbox;
  /** The audit log of operator actions, written in each action's transaction (the ops module provides it). */
  audit: OperatorAudit;
}

export interface ModuleContext extends Platform {
  /** A service of a module listed earlier (a clear error names the missing one). */
  use: <K extends keyof Services>(name: K) => Services[K];
  /**
   * A service of a module that may be listed later, resolved when first called (after every module is set
   * up): for the rare mutual need, e.g. withdrawals pay to the address book, whose entries must be
   * withdrawable currencies.
   */
  later: <K extends keyof Services>(name: K) => () => Services[K];
}

export interface ModuleParts<K extends keyof Services> {
  services: Pick<Services, K>;
  /** Registers the module's HTTP routes (under /api) — `handle(api, API.x.y, …)` per contract endpoint. */
  routes?: (api: FastifyInstance) => void;
  /** Attaches socket handlers; returns the detach function (called on close). */
  realtime?: (io: RealtimeServer) => () => void;
  jobs?: readonly AnyJobDefinition[];
  subscribers?: readonly Subscriber[];
  /** Once the app is ready (engines that lead on one node start here). */
  start?: () => void | Promise<void>;
  /** When the app closes, in reverse module order. */
  stop?: () => void | Promise<void>;
}

export interface ServerModule {
  readonly name: string;
  setup(ctx: ModuleContext): Promise<ModuleParts<keyof Services>>;
}

export function defineModule<K extends keyof Services>(def: {
  name: string;
  setup: (ctx: ModuleContext) => ModuleParts<K> | Promise<ModuleParts<K>>;
}): ServerModule {
  return {
    name: def.name,
    setup: async (ctx) => (await def.setup(ctx)) as unknown as ModuleParts<keyof Services>,
  };
}

export interface InstalledModules {
  services: Services;
  parts: { name: string; parts: ModuleParts<keyof Services> }[];
}

/** Sets the modules up in list order; each sees the services of those before it. */
export async function installModules(
  platform: Platform,
  modules: readonly ServerModule[],
): Promise<InstalledModules> {
  const services: Partial<Services> = {};
  const owners = new Map<string, string>();
  let ready = false;
  const missing = (name: string, by: string) =>
    new Error(`module ${by} uses '${name}', which no module listed before it provides (app.ts MODULES)`);
  const parts: InstalledModules['parts'] = [];
  for (const mod of modules) {
    const ctx: ModuleContext = {
      ...platform,
      use: (name) => {
        const found = services[name];
        if (found === undefined) throw missing(String(name), mod.name);
        return found;
      },
      later: (name) => () => {
        const found = services[name];
        if (!ready || found === undefined) throw missing(String(name), mod.name);
        return found;
      },
    };
    const built = await mod.setup(ctx);
    for (const [key, value] of Object.entries(built.services)) {
      const other = owners.get(key);
      if (other) throw new Error(`modules ${other} and ${mod.name} both provide '${key}'`);
      owners.set(key, mod.name);
      (services as Record<string, unknown>)[key] = value;
    }
    parts.push({ name: mod.name, parts: built });
  }
  ready = true;
  return { services: services as Services, parts };
}
