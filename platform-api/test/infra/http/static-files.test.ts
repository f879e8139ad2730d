import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import '../../helpers/cookie-shim';
import { buildApp } from '../../../src/app';
import type { Db } from '../../../src/infra/db';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../../../src/infra/http/static-files';

// Static serving never touches the database.
const noDb: Db = {
  kind: 'postgres',
  query: () => Promise.reject(new Error('no database in static tests')),
  exec: () => Promise.reject(new Error('no database in static tests')),
  transaction: () => Promise.reject(new Error('no database in static tests')),
  close: async () => undefined,
};

function write(root: string, rel: string, content: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), content);
}

const html = { accept: 'text/html,application/xhtml+xml' };

describe('cacheControlFor', () => {
  it.each([
    ['main.3f9a1c2b.js', IMMUTABLE],
    ['static/js/417.0b1c2d3e4f.chunk.js', IMMUTABLE],
    ['styles.ABCDEF0123.css', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['remoteEntry.js', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['main.3f9a1c.js', NO_CACHE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('static files', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'api-static-'));
    write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/dist/main.3f9a1c2b.js', 'console.log("shell")');
    write(root, 'shell/dist/favicon.ico', 'ico');
    write(root, 'mf-games/dist/mf-manifest.json', '{"id":"mf_games"}');
    write(root, 'mf-games/dist/remoteEntry.js', 'var mf_games;');
    write(root, 'mf-games/dist/static/js/417.0b1c2d3e4f.js', 'chunk');
    write(root, 'mf-games/dist/static/js/417.0b1c2d3e4f.js.br', 'brotli bytes');
    write(root, 'mf-games/dist/static/js/417.0b1c2d3e4f.js.gz', 'gzip bytes');
    write(root, 'secret/dist/x.js', 'not a remote');
    write(root, 'console/dist/index.html', '<!doctype html><title>console</title>');
    write(root, 'console/dist/main.0a1b2c3d.js', 'console.log("console")');
    app = await buildApp({ db: noDb, config: { staticRoot: root, corsOrigins: ['http://127.0.0.1:3000'] } });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves the shell index.html at / without caching', async () => {
    const res = await get('/', html);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
  });

  it('sends the build’s brotli or gzip copy to a browser that takes it, the file itself otherwise, all varying by encoding', async () => {
    const url = '/remotes/mf-games/static/js/417.0b1c2d3e4f.js';
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.statusCode, br.headers['content-encoding'], br.body]).toEqual([200, 'br', 'brotli bytes']);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect([gz.headers['content-encoding'], gz.body]).toEqual(['gzip', 'gzip bytes']);
    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'chunk']);
    // A file without copies is sent as it is to any browser.
    const entry = await get('/remotes/mf-games/remoteEntry.js', { 'accept-encoding': 'br' });
    expect([entry.statusCode, entry.headers['content-encoding'], entry.body]).toEqual([
      200,
      undefined,
      'var mf_games;',
    ]);
  });

  it('serves hashed shell files as immutable and other files as no-cache', async () => {
    const js = await get('/main.3f9a1c2b.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/favicon.ico')).headers['cache-control']).toBe(NO_CACHE);
  });

  it('falls back to index.html for page navigations (history mode)', async () => {
    for (const url of ['/index', '/member', '/agentHome?x=1', '/live?vassalage=EVO', '/help#privacy']) {
      const res = await get(url, html);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('does not fall back for API paths, missing assets or non-HTML requests', async () => {
    for (const url of ['/wps/nope', '/lgw/games/x', '/lotto/x', '/assets/x', '/ops/x', '/dev/x', '/remotes/x']) {
      const res = await get(url, html);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await get('/missing.4f3e2d1c.js', { accept: '*/*' })).statusCode).toBe(404);
    expect((await get('/member', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('serves each remote under /remotes/<package>/ with CORS and the cache policy', async () => {
    const manifest = await get('/remotes/mf-games/mf-manifest.json', { origin: 'http://127.0.0.1:3000' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'mf_games' });
    expect(manifest.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/remotes/mf-games/remoteEntry.js')).headers['cache-control']).toBe(NO_CACHE);
    const chunk = await get('/remotes/mf-games/static/js/417.0b1c2d3e4f.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers CORS preflight on remotes and the API for a configured origin, naming it', async () => {
    for (const url of ['/remotes/mf-games/remoteEntry.js', '/wps/system/config']) {
      const res = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'GET' },
      });
      expect(res.statusCode).toBeLessThan(300);
      expect([url, res.headers['access-control-allow-origin']]).toEqual([url, 'http://127.0.0.1:3000']);
      expect(res.headers.vary).toContain('Origin');
    }
  });

  it('gives no CORS answer without an Origin header, nor to a malformed one', async () => {
    expect((await get('/remotes/mf-games/mf-manifest.json')).headers['access-control-allow-origin']).toBeUndefined();
    const odd = await get('/remotes/mf-games/mf-manifest.json', { origin: 'javascript:alert(1)' });
    expect(odd.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no other origin for the back office (/ops, /console): same-origin only', async () => {
    for (const url of ['/ops/deposits', '/ops/session', '/console/']) {
      const pre = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
      });
      expect([url, pre.headers['access-control-allow-origin']]).toEqual([url, undefined]);
      const get = await app.inject({ method: 'GET', url, headers: { origin: 'http://evil.example' } });
      expect([url, get.headers['access-control-allow-origin']]).toEqual([url, undefined]);
    }
  });

  it('refuses unknown packages, missing files and path traversal', async () => {
    for (const url of [
      '/remotes/secret/x.js',
      '/remotes/mf-games/nope.js',
      '/remotes/mf-games/../../shell/dist/index.html',
      '/remotes/mf-games/%2e%2e/%2e%2e/shell/dist/index.html',
      '/remotes/mf-auth/mf-manifest.json',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it("serves the operators' console at /console/: its files, and its page for every route of its own", async () => {
    const page = await get('/console/', html);
    expect([page.statusCode, page.body, page.headers['cache-control']]).toEqual([
      200,
      '<!doctype html><title>console</title>',
      NO_CACHE,
    ]);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const deep = await get('/console/deposits', html);
    expect(deep.body).toContain('<title>console</title>');
    const js = await get('/console/main.0a1b2c3d.js');
    expect([js.statusCode, js.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect((await get('/console', html)).body).toContain('<title>console</title>');
    for (const url of ['/console/nope.js', '/console/%2e%2e/shell/dist/index.html', '/console/../secret/dist/x.js'])
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    // Not the shell's fallback: a console path never answers the player site's page.
    expect((await get('/console/deposits', html)).body).not.toContain('shell');
  });

  it('serves a remote deployed after start without a restart', async () => {
    write(root, 'mf-points/dist/mf-manifest.json', '{"id":"mf_points"}');
    expect((await get('/remotes/mf-points/mf-manifest.json')).statusCode).toBe(200);
  });

  it('answers 404 at / when no shell is built', async () => {
    const bare = await buildApp({
      db: noDb,
      config: { staticRoot: mkdtempSync(join(tmpdir(), 'api-empty-')) },
    });
    const res = await bare.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    await bare.close();
  });
});

describe('released versions of the remotes (/remotes/<package>/<version>/, ADR 0012)', () => {
  let root: string;
  let releases: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'api-static-'));
    releases = mkdtempSync(join(tmpdir(), 'api-releases-'));
    write(root, 'mf-games/dist/mf-manifest.json', '{"id":"mf_games","dist":true}');
    write(root, 'mf-games/dist/1.0.0.txt', 'a dist file whose name looks like a version');
    write(releases, 'mf-games/1.2.0/mf-manifest.json', '{"id":"mf_games","version":"1.2.0"}');
    write(releases, 'mf-games/1.2.0/remoteEntry.js', 'var mf_games;');
    write(releases, 'mf-games/1.2.0/assets/417.0b1c2d3e.js', 'chunk');
    write(releases, 'mf-games/0.1.0+3f9a1c2e/mf-manifest.json', '{"build":true}');
    write(releases, 'secret/1.0.0/x.js', 'not a remote');
    write(root, 'outside.txt', 'outside');
    app = await buildApp({ db: noDb, config: { staticRoot: root, releaseStore: 'folder', releaseStoreDir: releases } });
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves every file of a version immutable, the manifest and remoteEntry.js too', async () => {
    for (const [url, body] of [
      ['/remotes/mf-games/1.2.0/mf-manifest.json', '{"id":"mf_games","version":"1.2.0"}'],
      ['/remotes/mf-games/1.2.0/remoteEntry.js', 'var mf_games;'],
      ['/remotes/mf-games/1.2.0/assets/417.0b1c2d3e.js', 'chunk'],
      ['/remotes/mf-games/0.1.0+3f9a1c2e/mf-manifest.json', '{"build":true}'],
    ]) {
      const res = await get(url!);
      expect([url, res.statusCode, res.headers['cache-control'], res.body]).toEqual([url, 200, IMMUTABLE, body]);
    }
  });

  it('keeps serving the package’s dist, revalidated, at the unversioned paths', async () => {
    const res = await get('/remotes/mf-games/mf-manifest.json');
    expect([res.statusCode, res.headers['cache-control'], res.body]).toEqual([
      200,
      NO_CACHE,
      '{"id":"mf_games","dist":true}',
    ]);
    expect((await get('/remotes/mf-games/1.0.0.txt')).statusCode).toBe(200);
  });

  it('answers 404 for a missing file of a version, another package, and any way out of the folder', async () => {
    for (const url of [
      '/remotes/mf-games/1.2.0/nothing.js',
      '/remotes/mf-games/9.9.9/mf-manifest.json',
      '/remotes/mf-games/1.2.0/',
      '/remotes/secret/1.0.0/x.js',
      '/remotes/mf-games/1.2.0/../../../outside.txt',
      '/remotes/mf-games/1.2.0/..%2F..%2F..%2Foutside.txt',
      '/remotes/mf-games/1.2.0/%2e%2e/%2e%2e/secret/1.0.0/x.js',
      '/remotes/mf-games/..%2F1.2.0/remoteEntry.js',
    ])
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
  });
});
