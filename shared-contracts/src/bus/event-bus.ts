import mitt, { type Emitter, type Handler } from 'mitt';
import type { BusEvents } from './events';

/** The typed event bus: one map of event names to payloads. */
export interface Bus {
  emit<K extends keyof BusEvents>(type: K, payload: BusEvents[K]): void;
  /** Subscribes and returns the unsubscribe function. */
  on<K extends keyof BusEvents>(type: K, handler: (payload: BusEvents[K]) => void): () => void;
}

/**
 * Commands addressed to a remote's always-mounted parcel. Emitted before that parcel has loaded
 * (e.g. /login on a cold page load), they wait and are delivered to its first subscriber.
 */
const QUEUED: ReadonlySet<keyof BusEvents> = new Set<keyof BusEvents>([
  'auth:open',
  'games:open',
  'member:open',
  'prompt:show',
]);

/** Creates an isolated bus (tests, standalone remotes). */
export function createBus(): Bus {
  const emitter: Emitter<BusEvents> = mitt<BusEvents>();
  const pending = new Map<keyof BusEvents, unknown>();
  return {
    emit: (type, payload) => {
      if (QUEUED.has(type) && !emitter.all.get(type)?.length) pending.set(type, payload);
      else emitter.emit(type, payload);
    },
    on: (type, handler) => {
      emitter.on(type, handler as Handler<BusEvents[typeof type]>);
      if (pending.has(type)) {
        const payload = pending.get(type) as BusEvents[typeof type];
        pending.delete(type);
        handler(payload);
      }
      return () => emitter.off(type, handler as Handler<BusEvents[typeof type]>);
    },
  };
}

/** The page-wide bus. shared-contracts is a federation singleton, so every remote gets this one. */
export const bus: Bus = createBus();
