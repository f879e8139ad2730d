import type { DeskEvent, DeskKind } from 'shared-contracts';
import type { ClaimsRepository } from './claims-repository';
import type { DeskSources } from './inbox';

/** One live connection: what it may see and how it is written to. */
interface Listener {
  merchantIds: readonly number[] | null;
  kinds: readonly DeskKind[];
  send: (text: string) => void;
  end: () => void;
}

export interface DeskEventsOptions {
  sources: DeskSources;
  claims: Pick<ClaimsRepository, 'live'>;
  merchantCode: (id: number) => Promise<string>;
  onError: (e: unknown) => void;
  /** How often the watermarks are read (2 s). */
  pollMs?: number;
  /** How often an idle stream gets a comment (15 s), so proxies keep it open. */
  heartbeatMs?: number;
}

type Marks = Map<string, { kind: DeskKind; merchantId: number; count: number; maxId: number }>;
type Claims = Map<string, { kind: DeskKind; merchantId: number }>;

/**
 * The inbox's live events for this process's connections. Several API processes serve the same database, so a
 * change made through another process must reach these listeners too: one poller per process (running only while
 * someone listens) reads each source's cheap watermark (per merchant: how many wait, the newest id) and the live
 * claims every `pollMs`, and turns the differences into events — a newer id: `new`; fewer or other items: `decided`;
 * a claim that appeared: `claimed`; one that went (released, lapsed or replaced): `released`.
 */
export function createDeskEvents(o: DeskEventsOptions) {
  const listeners = new Set<Listener>();
  let timers: NodeJS.Timeout[] = [];
  let last: { marks: Marks; claims: Claims } | null = null;
  let polling = false;

  const snapshot = async () => {
    const marks: Marks = new Map();
    for (const kind of Object.keys(o.sources) as DeskKind[])
      for (const m of await o.sources[kind].marks()) marks.set(`${kind}:${m.merchantId}`, { kind, ...m });
    const claims: Claims = new Map(
      (await o.claims.live()).map((c) => [
        `${c.kind}:${c.itemId}:${c.operatorId}`,
        { kind: c.kind, merchantId: c.merchantId },
      ]),
    );
    return { marks, claims };
  };

  const differences = (before: { marks: Marks; claims: Claims }, now: { marks: Marks; claims: Claims }) => {
    const found = new Map<string, { kind: DeskKind; merchantId: number; reason: DeskEvent['reason'] }>();
    const add = (kind: DeskKind, merchantId: number, reason: DeskEvent['reason']) =>
      found.set(`${kind}:${merchantId}:${reason}`, { kind, merchantId, reason });
    for (const [key, m] of now.marks) {
      const b = before.marks.get(key);
      if (!b || m.maxId > b.maxId) add(m.kind, m.merchantId, 'new');
      else if (m.count !== b.count || m.maxId < b.maxId) add(m.kind, m.merchantId, 'decided');
    }
    for (const [key, b] of before.marks) if (!now.marks.has(key)) add(b.kind, b.merchantId, 'decided');
    for (const [key, c] of now.claims) if (!before.claims.has(key)) add(c.kind, c.merchantId, 'claimed');
    for (const [key, c] of before.claims) if (!now.claims.has(key)) add(c.kind, c.merchantId, 'released');
    return [...found.values()];
  };

  const poll = async () => {
    if (polling || listeners.size === 0) return;
    polling = true;
    try {
      const now = await snapshot();
      const before = last;
      last = now;
      if (!before) return;
      for (const d of differences(before, now)) {
        const text = `event: inbox\ndata: ${JSON.stringify({
          kind: d.kind,
          merchant: await o.merchantCode(d.merchantId),
          reason: d.reason,
        } satisfies DeskEvent)}\n\n`;
        for (const l of listeners)
          if (l.kinds.includes(d.kind) && (!l.merchantIds || l.merchantIds.includes(d.merchantId))) l.send(text);
      }
    } catch (e) {
      o.onError(e);
    } finally {
      polling = false;
    }
  };

  const stop = () => {
    for (const t of timers) clearInterval(t);
    timers = [];
    last = null;
  };

  return {
    /**
     * Adds a connection (its merchants, null: all; its kinds); the poller starts with the first one, from a fresh
     * watermark. Answers the function that removes it (the poller stops with the last one).
     */
    async listen(l: Listener): Promise<() => void> {
      listeners.add(l);
      if (timers.length === 0) {
        timers = [
          setInterval(() => void poll(), o.pollMs ?? 2000),
          setInterval(() => listeners.forEach((x) => x.send(': heartbeat\n\n')), o.heartbeatMs ?? 15_000),
        ];
        for (const t of timers) t.unref();
        if (!last) {
          polling = true;
          last = await snapshot().finally(() => (polling = false));
        }
      }
      return () => {
        listeners.delete(l);
        if (listeners.size === 0) stop();
      };
    },
    /** How many connections listen in this process. */
    listening: (): number => listeners.size,
    /** Ends every connection and stops the poller (the app closes). */
    close(): void {
      for (const l of [...listeners]) l.end();
      listeners.clear();
      stop();
    },
  };
}
export type DeskEvents = ReturnType<typeof createDeskEvents>;
