// graphile-config names plugins by a key of this interface: ours is the worker liveness hook (liveness.ts).
declare global {
  namespace GraphileConfig {
    interface Plugins {
      MeridianWorkerLiveness: true;
    }
  }
}

export {};
