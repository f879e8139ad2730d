import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReleaseVersion, REMOTE_PACKAGES } from 'shared-contracts';
import { sendRevalidated } from './revalidated';

/** Every remote package folder (served at /remotes/<folder>/). */
const REMOTE_FOLDERS: readonly string[] = Object.values(REMOTE_PACKAGES);

/** Paths the shell's history fallback never answers (APIs and other servers' folders). */
export const NON_SHELL_PREFIXES = [
  '/wps',
  '/lgw',
  '/lotto',
  '/assets',
  '/remotes',
  '/ops',
  '/dev',
  '/vendor',
  '/console',
] as const;

const HASHED = /\.[0-9a-f]{8,}\./i;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Cache policy: content-hashed file names are immutable; index.html, manifests, remoteEntry.js and the rest revalidate. */
export function cacheControlFor(file: string): string {
  const name = file.split('/').pop() ?? file;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** A relative path inside root, or null when it would escape it. */
function inside(root: string, rel: string): string | null {
  const full = normalize(join(root, rel));
  return full === root || full.startsWith(root + sep) ? full : null;
}

/** A built file: its cache policy, and its `.br`/`.gz` twin when the browser takes one (so caches keep both apart). */
function send(reply: FastifyReply, root: string, rel: string, cacheControl = cacheControlFor(rel)): FastifyReply {
  return reply
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding')
    .sendFile(rel, root, { cacheControl: false });
}

const wantsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

const isShellPath = (path: string): boolean => !NON_SHELL_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** The built index.html and a version that changes when the file is replaced. */
export interface PageTemplate {
  text: string;
  version: string;
}

/** Renders index.html for a request (the Host's merchant's brand), or null to serve the file as built. */
export type PageRenderer = (
  request: FastifyRequest,
  template: PageTemplate,
) => Promise<{ body: string; etag: string; contentPolicy?: string } | null>;

/** Reads a file once per version (mtime and size), so a redeployed shell is picked up without a restart. */
function templateReader(file: string): () => PageTemplate {
  let last: PageTemplate | null = null;
  return () => {
    const st = statSync(file);
    const version = `${st.mtimeMs.toString(36)}-${st.size.toString(36)}`;
    if (last?.version !== version) last = { text: readFileSync(file, 'utf8'), version };
    return last;
  };
}

/** A released version's file: `<version>/<path>` of a remote's URL folder (ADR 0012 §1), or null. */
function releasedFile(rel: string): { version: string; path: string } | null {
  const slash = rel.indexOf('/');
  if (slash < 1) return null;
  const version = rel.slice(0, slash);
  return isReleaseVersion(version) ? { version, path: rel.slice(slash + 1) } : null;
}

/**
 * Serves the built shell at / (history fallback to index.html for page navigations), each remote's
 * dist under /remotes/<package>/ and the operators' console at /console/. Folders are looked up per request, so a remote deployed after start
 * (files replaced) is served without a restart. With `releases` (the folder release store's root), a released
 * version's files are served at /remotes/<package>/<version>/… from `<releases>/<package>/<version>/`, every one
 * immutable (a release never changes); any other path under /remotes/<package>/ is the package's dist (unversioned).
 */
export async function staticFiles(
  app: FastifyInstance,
  opts: { root: string; page?: PageRenderer; releases?: string; consolePolicy?: string },
): Promise<void> {
  // Builds write `.br` and `.gz` beside each text asset (tools/mf-build/precompress.js): sent to browsers that accept them.
  await app.register(fastifyStatic, { root: opts.root, serve: false, preCompressed: true });
  const shellDist = join(opts.root, 'shell', 'dist');
  const template = templateReader(join(shellDist, 'index.html'));

  /** index.html rendered for the request's merchant; the file as built when there is none or rendering fails. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    try {
      const page = opts.page ? await opts.page(request, template()) : null;
      if (page) {
        if (page.contentPolicy) reply.header('Content-Security-Policy', page.contentPolicy);
        return sendRevalidated(request, reply, { ...page, type: 'text/html; charset=utf-8' });
      }
    } catch (err) {
      // The page still loads (its config call will show the failure): better than no page at all.
      request.log.error({ err }, 'index.html: rendering the merchant page failed; serving the built file');
    }
    return send(reply, shellDist, 'index.html');
  };

  app.get<{ Params: { pkg: string; '*': string } }>('/remotes/:pkg/*', async (request, reply) => {
    const { pkg, '*': rel } = request.params;
    const released = opts.releases && REMOTE_FOLDERS.includes(pkg) ? releasedFile(rel) : null;
    if (released) {
      // A version's folder never falls back to the dist: a missing file of a release is a 404.
      const dir = join(opts.releases!, pkg, released.version);
      const file = inside(dir, released.path);
      if (!file || file === dir || !isFile(file)) return reply.callNotFound();
      return send(reply, dir, released.path, IMMUTABLE);
    }
    const root = join(opts.root, pkg, 'dist');
    const full = REMOTE_FOLDERS.includes(pkg) ? inside(root, rel) : null;
    if (!full || !isFile(full)) return reply.callNotFound();
    return send(reply, root, rel);
  });

  // The operators' console (console/dist): its files, and its index.html for every page of its own router.
  const consoleDist = join(opts.root, 'console', 'dist');
  const consolePage = (reply: FastifyReply) => {
    if (!isFile(join(consoleDist, 'index.html'))) return reply.callNotFound();
    if (opts.consolePolicy) reply.header('Content-Security-Policy', opts.consolePolicy);
    return send(reply.header('x-robots-tag', 'noindex'), consoleDist, 'index.html');
  };
  // `/console` and `/console/` (the router ignores a trailing slash).
  app.get('/console', async (_request, reply) => consolePage(reply));
  app.get<{ Params: { '*': string } }>('/console/*', async (request, reply) => {
    const rel = request.params['*'];
    const full = inside(consoleDist, rel);
    if (full && isFile(full)) return send(reply, consoleDist, rel);
    return wantsHtml(request) ? consolePage(reply) : reply.callNotFound();
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const path = `/${request.params['*']}`;
    if (!isShellPath(path) || !existsSync(shellDist)) return reply.callNotFound();
    const full = inside(shellDist, path);
    if (full && path === '/index.html' && isFile(full)) return sendPage(request, reply);
    if (full && path !== '/' && isFile(full)) return send(reply, shellDist, path.slice(1));
    if ((path === '/' || wantsHtml(request)) && isFile(join(shellDist, 'index.html'))) return sendPage(request, reply);
    return reply.callNotFound();
  });
}
