import type { PermissionConfig } from 'shared-contracts';

/** `https://cdn.example/x/` → `https://cdn.example`; null for a relative or non-http(s) value. */
export function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null && v !== '')),
];

// The Google tag's script, its beacons and its pixels (only for a merchant with a measurement id).
const GTAG_SCRIPT = 'https://www.googletagmanager.com';
const GTAG_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export interface PagePolicyInput {
  /** The merchant's remotes (entries: relative for the served dist, absolute for a dev server or a CDN). */
  remotes: Pick<PermissionConfig['remotes'][number], 'entry'>[];
  launchGameCDNs: readonly string[];
  gtagId: string | null;
  /** Where released remote versions are loaded from when not this server (the S3 store's public URL). */
  releaseOrigin: string | null;
  /** Development servers (REMOTES_MODE=dev) push reloads over WebSockets on their origins. */
  devServers: boolean;
}

/**
 * The player site's Content-Security-Policy for one merchant: scripts and fetches from this server and exactly the
 * merchant's remote and release origins (and the Google tag when the merchant has one); games framed from this server
 * and the merchant's launch CDNs; no plugins, no `<base>` elsewhere, forms posted here only, framed by no other site.
 * Styles allow inline attributes (React's `style`), images any https source (operators' banners and logos).
 */
export function pagePolicy(p: PagePolicyInput): string {
  const remoteOrigins = unique([...p.remotes.map((r) => originOf(r.entry)), p.releaseOrigin]);
  const devSockets = p.devServers ? remoteOrigins.map((o) => o.replace(/^http/, 'ws')) : [];
  const gtag = p.gtagId !== null && p.gtagId !== '';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remoteOrigins, ...(gtag ? [GTAG_SCRIPT] : [])]],
    ['connect-src', ["'self'", ...remoteOrigins, ...devSockets, ...(gtag ? GTAG_CONNECT : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remoteOrigins]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...remoteOrigins]],
    ['frame-src', ["'self'", ...unique(p.launchGameCDNs.map(originOf))]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The back office's policy: its own scripts and API only, any https image, framed by no other site. */
export const CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
