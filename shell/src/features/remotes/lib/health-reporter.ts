import type { HealthReportItem, RemoteName } from 'shared-contracts';

/** The report's limits (HealthReportSchema): at most 12 items, each count at most 100. */
const MAX_ITEMS = 12;
const MAX_COUNT = 100;
/** A report leaves this long after the last change, so a page's first loads go as one request. */
export const HEALTH_FLUSH_DELAY_MS = 1000;

type Kind = 'loads' | 'loadFailures' | 'mountErrors';

export interface HealthReporter {
  /** The versions the merchant's config resolved for this page; a remote with version null is never reported. */
  setVersions(remotes: readonly { name: RemoteName; version: string | null }[]): void;
  /** A parcel of `remote` is about to load: the page's first attempt per remote counts as its load. */
  loadStarted(remote: RemoteName): void;
  /** The load fell back to the fallback parcel. */
  loadFailed(remote: RemoteName): void;
  /** A mounted parcel threw (single-spa's handleError or the shell's error boundary). */
  mountFailed(remote: RemoteName): void;
  /** Sends what is counted now (the timer's and `pagehide`'s path). */
  flush(keepalive?: boolean): void;
  /** Stops the timer and the `pagehide` listener. */
  dispose(): void;
}

export interface HealthReporterOptions {
  /** Sends one report; a rejection is dropped (never retried, never shown to the player). */
  send: (reports: HealthReportItem[], keepalive: boolean) => Promise<unknown>;
  /** Where `pagehide` is listened for (the window). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  delayMs?: number;
}

/**
 * Counts, per remote version, what real browsers meet (ADR 0012 §6) and reports it debounced and on `pagehide`.
 * Each kind counts at most once per remote per page, so a retry loop does not inflate a version's failure rate:
 * a page view either loaded a remote, failed to, and/or saw one of its parcels throw.
 */
export function createHealthReporter({
  send,
  target = window,
  delayMs = HEALTH_FLUSH_DELAY_MS,
}: HealthReporterOptions): HealthReporter {
  const versions = new Map<RemoteName, string>();
  const seen = new Set<string>();
  const pending = new Map<string, HealthReportItem>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (keepalive = false) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const reports = [...pending.values()].slice(0, MAX_ITEMS).map((r) => ({
      ...r,
      loads: Math.min(r.loads, MAX_COUNT),
      loadFailures: Math.min(r.loadFailures, MAX_COUNT),
      mountErrors: Math.min(r.mountErrors, MAX_COUNT),
    }));
    pending.clear();
    send(reports, keepalive).catch(() => undefined);
  };
  const onPageHide = () => flush(true);
  target.addEventListener('pagehide', onPageHide);

  const count = (remote: RemoteName, kind: Kind) => {
    const version = versions.get(remote);
    if (!version) return;
    const once = `${remote}:${kind}`;
    if (seen.has(once)) return;
    seen.add(once);
    const key = `${remote}@${version}`;
    const item = pending.get(key) ?? { remote, version, loads: 0, loadFailures: 0, mountErrors: 0 };
    item[kind] += 1;
    pending.set(key, item);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => flush(false), delayMs);
  };

  return {
    setVersions(remotes) {
      versions.clear();
      for (const r of remotes) if (r.version) versions.set(r.name, r.version);
    },
    loadStarted: (remote) => count(remote, 'loads'),
    loadFailed: (remote) => count(remote, 'loadFailures'),
    mountFailed: (remote) => count(remote, 'mountErrors'),
    flush,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      target.removeEventListener('pagehide', onPageHide);
    },
  };
}
