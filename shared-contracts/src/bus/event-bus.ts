import mitt, { type Emitter, type Handler } from 'mitt';
import type { BusEvents } from './events';

/**
 * Commands addressed to a remote's modal host. Emitted before that host has loaded (a cold /login, the
 * first click on "Login", a guest's first game launch), they are held and delivered to its first subscriber.
 */
export const HELD_COMMANDS = ['auth:open', 'games:open', 'member:open', 'game:launch', 'prompt:show'] as const;
export type HeldCommand = (typeof HELD_COMMANDS)[number];

const HELD: ReadonlySet<keyof BusEvents> = new Set<keyof BusEvents>(HELD_COMMANDS);

/** The typed event bus: one map of event names to payloads. */
export interface Bus {
  emit<K extends keyof BusEvents>(type: K, payload: BusEvents[K]): void;
  /** Subscribes and returns the unsubscribe function. */
  on<K extends keyof BusEvents>(type: K, handler: (payload: BusEvents[K]) => void): () => void;
  /**
   * Called whenever a command is held because nobody subscribes to it yet (the shell mounts the modal host
   * that will); returns the unsubscribe function.
   */
  onHeld(listener: (type: HeldCommand) => void): () => void;
  /** The commands held right now, waiting for their first subscriber. */
  held(): HeldCommand[];
}

/** Creates an isolated bus (tests, standalone remotes). */
export function createBus(): Bus {
  const emitter: Emitter<BusEvents> = mitt<BusEvents>();
  const pending = new Map<keyof BusEvents, unknown>();
  const heldListeners = new Set<(type: HeldCommand) => void>();
  return {
    emit: (type, payload) => {
      if (HELD.has(type) && !emitter.all.get(type)?.length) {
        pending.set(type, payload);
        heldListeners.forEach((l) => l(type as HeldCommand));
      } else emitter.emit(type, payload);
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
    onHeld: (listener) => {
      heldListeners.add(listener);
      return () => void heldListeners.delete(listener);
    },
    held: () => [...pending.keys()] as HeldCommand[],
  };
}

/** The page-wide bus. shared-contracts is a federation singleton, so every remote gets this one. */
export const bus: Bus = createBus();
