import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Store } from '../../../src/modules/releases/s3-store';
import { ReleaseAlreadyStored } from '../../../src/modules/releases/release-store';

/** An in-process S3 stand-in: path-style objects in memory, every request must be SigV4-signed. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
  const requests: { method: string; url: string; authorization: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const auth = String(req.headers.authorization ?? '');
      requests.push({ method: req.method!, url: req.url!, authorization: auth });
      if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=AKTEST/') || !req.headers['x-amz-date']) {
        res.writeHead(403).end();
        return;
      }
      const key = decodeURIComponent(req.url!);
      const found = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(req.headers['content-type']),
          cache: String(req.headers['cache-control']),
        });
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!found) res.writeHead(404).end();
      else res.writeHead(200, { 'content-type': found.type }).end(req.method === 'HEAD' ? undefined : found.body);
    });
  });
  return { server, objects, requests };
}

describe('the S3 release store (path-style, SigV4)', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));
  const store = () =>
    createS3Store({
      endpoint,
      bucket: 'releases',
      region: 'eu-west-1',
      accessKeyId: 'AKTEST',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com/releases',
    });

  it('uploads every file signed, the manifest last, and refuses the version twice', async () => {
    const s = store();
    const files = new Map([
      ['mf-manifest.json', Buffer.from('{"name":"mf_games"}')],
      ['remoteEntry.js', Buffer.from('var mf_games;')],
      ['assets/a.12345678.js', Buffer.from('a')],
    ]);
    expect(await s.has('mf-games', '1.0.0')).toBe(false);
    await s.put('mf-games', '1.0.0', files);
    const puts = s3.requests.filter((r) => r.method === 'PUT').map((r) => r.url);
    expect(puts).toEqual([
      '/releases/mf-games/1.0.0/assets/a.12345678.js',
      '/releases/mf-games/1.0.0/remoteEntry.js',
      '/releases/mf-games/1.0.0/mf-manifest.json',
    ]);
    expect(s3.requests.every((r) => r.authorization.includes('/eu-west-1/s3/aws4_request'))).toBe(true);
    expect(s3.objects.get('/releases/mf-games/1.0.0/remoteEntry.js')).toEqual({
      body: Buffer.from('var mf_games;'),
      type: 'text/javascript; charset=utf-8',
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await s.has('mf-games', '1.0.0')).toBe(true);
    await expect(s.put('mf-games', '1.0.0', files)).rejects.toBeInstanceOf(ReleaseAlreadyStored);
    expect(s.entryUrl('mf-games', '1.0.0')).toBe('https://cdn.example.com/releases/mf-games/1.0.0/mf-manifest.json');
    await s.remove('mf-games', '1.0.0');
    expect(await s.has('mf-games', '1.0.0')).toBe(false);
    expect([...s3.objects.keys()].filter((k) => k.includes('/1.0.0/'))).toEqual([]);
  });

  it('fails loudly on a refused upload and names a missing setting', async () => {
    const bad = createS3Store({
      endpoint,
      bucket: 'releases',
      region: 'eu-west-1',
      accessKeyId: 'WRONG',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
    });
    await expect(bad.has('mf-games', '9.0.0')).rejects.toThrow('HEAD mf-games/9.0.0/mf-manifest.json answered 403');
    expect(() =>
      createS3Store({ endpoint, bucket: '', region: 'x', accessKeyId: 'a', secretAccessKey: '', publicUrl: 'u' }),
    ).toThrow('RELEASE_STORE=s3 needs RELEASE_S3_BUCKET, RELEASE_S3_SECRET_ACCESS_KEY to be set');
  });
});
