/**
 * @jest-environment node
 */
// Node's fetch, Request and Response (jsdom has none); the few browser globals the client reads are stubbed below.
import { defineEndpoint } from 'shared-contracts';
import { Type } from 'typebox';
import { csrf, opsCall, opsUrl, pathOf, SIGNED_OUT_EVENT } from '../ops-client';

const read = defineEndpoint({
  method: 'GET',
  path: '/ops/things/:id',
  request: Type.Object({ q: Type.Optional(Type.String()) }),
  response: Type.Object({ ok: Type.Boolean() }),
});
const write = defineEndpoint({
  method: 'POST',
  path: '/ops/things/:id/approve',
  request: Type.Object({ reason: Type.String() }),
  response: Type.Null(),
});

const store = new Map<string, string>();
Object.assign(globalThis, {
  location: { origin: 'http://127.0.0.1:8080' },
  window: new EventTarget(),
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  },
});

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the /ops client', () => {
  let calls: Request[];
  beforeEach(() => {
    calls = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return reply(200, { success: true, value: { ok: true } });
    }) as typeof fetch;
    csrf.set('csrf-123');
  });

  it('fills path parameters and refuses a missing one', () => {
    expect(pathOf('/ops/players/:id/notes', { id: 17 })).toBe('/ops/players/17/notes');
    expect(pathOf('/ops/members/:username/x', { username: 'a b' })).toBe('/ops/members/a%20b/x');
    expect(() => pathOf('/ops/players/:id', {})).toThrow(/no value for :id/);
    expect(opsUrl('/ops/kyc/:id', { id: 3 }, { merchant: 'DEMO', empty: '' })).toBe('/ops/kyc/3?merchant=DEMO');
  });

  it('reads with the query only and no CSRF token; writes send merchant in the query, the rest as JSON, and the token', async () => {
    await opsCall(read, { q: 'x', merchant: 'DEMO' }, { id: 1 });
    await opsCall(write, { reason: 'late', merchant: 'LUCKY' }, { id: 2 });
    const [get, post] = calls;
    expect(new URL(get!.url).pathname + new URL(get!.url).search).toBe('/ops/things/1?q=x&merchant=DEMO');
    expect(get!.headers.get('x-csrf-token')).toBeNull();
    expect(new URL(post!.url).search).toBe('?merchant=LUCKY');
    expect(post!.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(await post!.json()).toEqual({ reason: 'late' });
  });

  it('sends a multipart endpoint as form data with its files, merchant still in the query', async () => {
    const upload = defineEndpoint({
      method: 'POST',
      path: '/ops/things/images',
      multipart: true,
      request: Type.Object({ image: Type.Unsafe<Blob>({ type: 'string', format: 'binary' }) }),
      response: Type.Object({ ok: Type.Boolean() }),
    });
    await opsCall(upload, {
      image: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      merchant: 'LUCKY',
    });
    const [post] = calls;
    expect(new URL(post!.url).search).toBe('?merchant=LUCKY');
    expect(post!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(post!.headers.get('x-csrf-token')).toBe('csrf-123');
    const image = (await post!.formData()).get('image') as Blob;
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it("throws the server's refusal as an ApiError and tells the console when the session is gone", async () => {
    const signedOut = jest.fn();
    window.addEventListener(SIGNED_OUT_EVENT, signedOut);
    globalThis.fetch = jest.fn(async () =>
      reply(403, { success: false, code: 'FORBIDDEN', message: 'err_forbidden', detail: 'no' }),
    ) as typeof fetch;
    await expect(opsCall(read, {}, { id: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(signedOut).not.toHaveBeenCalled();
    globalThis.fetch = jest.fn(async () =>
      reply(401, { success: false, code: 'OPERATOR_SESSION_REQUIRED', message: 'err_operator_session' }),
    ) as typeof fetch;
    await expect(opsCall(read, {}, { id: 1 })).rejects.toMatchObject({ code: 'OPERATOR_SESSION_REQUIRED' });
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
