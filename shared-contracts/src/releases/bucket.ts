import type { RemoteName } from '../remotes/registry';

/** The cookie holding a visitor's stable anonymous id (set by GET /wps/system/config when missing). */
export const VISITOR_COOKIE = 'wl_vid';
/** A visitor id as the server issues it: 22 base64url characters (128 random bits). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The visitor's bucket for a remote, 0–99: FNV-1a (32-bit) of `<remote>:<visitorId>`, mod 100. A visitor is in a
 * canary of `percent` when the bucket is below it, so one person keeps one version across reloads, a canary that grows
 * keeps the visitors it had, and each remote's canary draws its own share.
 */
export function releaseBucket(visitorId: string, remote: RemoteName): number {
  let h = 0x811c9dc5;
  const s = `${remote}:${visitorId}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}

export const inCanary = (visitorId: string, remote: RemoteName, percent: number): boolean =>
  releaseBucket(visitorId, remote) < percent;
