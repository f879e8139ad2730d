import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_PACKAGES } from 'shared-contracts';

/** Every remote package folder (served at /remotes/<folder>/). */
const REMOTE_FOLDERS: readonly string[] = Object.values(REMOTE_PACKAGES);

/** Paths the shell's history fallback never answers (APIs and other servers' folders). */
export const NON_SHELL_PREFIXES = ['/wps', '/lgw', '/lotto', '/assets', '/remotes', '/ops', '/dev', '/vendor'] as const;

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

function send(reply: FastifyReply, root: string, rel: string): FastifyReply {
  return reply.header('Cache-Control', cacheControlFor(rel)).sendFile(rel, root, { cacheControl: false });
}

const wantsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');

const isShellPath = (path: string): boolean => !NON_SHELL_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Serves the built shell at / (history fallback to index.html for page navigations) and each remote's
 * dist under /remotes/<package>/. Folders are looked up per request, so a remote deployed after start
 * (files replaced) is served without a restart.
 */
export async function staticFiles(app: FastifyInstance, opts: { root: string }): Promise<void> {
  await app.register(fastifyStatic, { root: opts.root, serve: false });
  const shellDist = join(opts.root, 'shell', 'dist');

  app.get<{ Params: { pkg: string; '*': string } }>('/remotes/:pkg/*', async (request, reply) => {
    const { pkg, '*': rel } = request.params;
    const root = join(opts.root, pkg, 'dist');
    const full = REMOTE_FOLDERS.includes(pkg) ? inside(root, rel) : null;
    if (!full || !isFile(full)) return reply.callNotFound();
    return send(reply, root, rel);
  });

  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const path = `/${request.params['*']}`;
    if (!isShellPath(path) || !existsSync(shellDist)) return reply.callNotFound();
    const full = inside(shellDist, path);
    if (full && path !== '/' && isFile(full)) return send(reply, shellDist, path.slice(1));
    if ((path === '/' || wantsHtml(request)) && isFile(join(shellDist, 'index.html'))) {
      return send(reply, shellDist, 'index.html');
    }
    return reply.callNotFound();
  });
}
