/** @pglite: the boundary check runs before any query, on either backend */
import { OPS_AUTH, getJson, setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { MAX_DEPTH, controlAt, inputProblemAt, urlHasControl } from '../../../src/infra/http/control-chars';

describe('control characters', () => {
  it('finds the first string or key holding one, and lets tab, newline and carriage return through', () => {
    expect(controlAt({ a: 'fine\tline\r\nnext', b: ['ok', { c: 'x\u0000y' }] })).toBe('/b/1/c');
    expect(controlAt({ ['k\u0007']: 1 })).toBe('/k\u0007');
    expect(controlAt('\u007f')).toBe('');
    expect(controlAt({ n: 1, t: true, z: null, s: 'Hà Nội 中文' })).toBeNull();
    expect(urlHasControl('/wps/game/vendor?merchantCode=%00')).toBe(true);
    expect(urlHasControl('/x?q=%0A')).toBe(true);
    expect(urlHasControl('/x?q=%7f')).toBe(true);
    expect(urlHasControl('/x?q=%20%E4%B8%AD')).toBe(false);
  });

  it('finds a value nested deeper than the limit without recursing (500,000 levels fit in a 1 MiB body)', () => {
    const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
    expect(inputProblemAt(nested(MAX_DEPTH))).toBeNull();
    expect(inputProblemAt(nested(MAX_DEPTH + 1))).toEqual({ path: `${'/0'.repeat(MAX_DEPTH)}`, problem: 'depth' });
    expect(inputProblemAt(nested(500_000))).toMatchObject({ problem: 'depth' });
    expect(controlAt(nested(500_000))).toBeNull();
    expect(inputProblemAt({ a: [{ b: 'x\u0000' }] })).toEqual({ path: '/a/0/b', problem: 'control' });
  });
});

describe.each(BACKENDS)('no control character reaches SQL on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  // The sweep's cases (issue 28): each answered 500 when PostgreSQL refused the NUL.
  it.each([
    ['/ops/merchants/%00', { authorization: OPS_AUTH }],
    ['/wps/game/vendor?merchantCode=%00', {}],
    ['/wps/game/launchGame?vassalage=%00', {}],
    ['/wps/agent/team/member?account=%00', {}],
    ['/wps/game/list?gameType=RNG&vassalage=a%01b', {}],
  ])('GET %s → 400 VALIDATION', async (url, headers) => {
    const res = await getJson(t.app, url, headers);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, value: null, code: 'VALIDATION' });
  });

  // The fuzzer's finding: a body nested 10,000 deep overflowed the stack of the recursive control-character walk (500).
  it.each([
    ['arrays', 100_000, (d: number) => `${'['.repeat(d)}1${']'.repeat(d)}`],
    ['objects', 10_000, (d: number) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`],
  ])('refuses a body of deeply nested %s with 400 VALIDATION', async (_kind, depth, body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/json' },
      payload: body(depth),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('refuses a body string holding one with the field named, and takes the same text without it', async () => {
    const add = (fullName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/restricted',
        headers: { authorization: OPS_AUTH },
        payload: { merchant: 'PH', fullName, birthday: '1970-01-02', reason: 'Court order' },
      });
    const bad = await add('Juan\u0000 Cruz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'fullName' });
    const fine = await add('Juan Cruz');
    expect(fine.statusCode).toBe(200);
    expect(fine.json().value).toMatchObject({ fullName: 'Juan Cruz' });
  });
});
