import mitt, { type Emitter, type Handler } from 'mitt';
import type { BusEvents } from './events';

/** The typed event bus: one map of event names to payloads. */
export interface Bus {
  emit<K extends keyof BusEvents>(type: K, payload: BusEvents[K]): void;
  /** Subscribes and returns the unsubscribe function. */
  on<K extends keyof BusEvents>(type: K, handler: (payload: BusEvents[K]) => void): () => void;
}

/** Creates an isolated bus (tests, standalone remotes). */
export function createBus(): Bus {
  const emitter: Emitter<BusEvents> = mitt<BusEvents>();
  return {
    emit: (type, payload) => emitter.emit(type, payload),
    on: (type, handler) => {
      emitter.on(type, handler as Handler<BusEvents[typeof type]>);
      return () => emitter.off(type, handler as Handler<BusEvents[typeof type]>);
    },
  };
}

/** The page-wide bus. shared-contracts is a federation singleton, so every remote gets this one. */
export const bus: Bus = createBus();
