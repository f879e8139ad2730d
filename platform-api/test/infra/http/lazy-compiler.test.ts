import { lazyCompiler, lazySerializerFactory } from '../../../src/infra/http/lazy-compiler';
import { validatorCompiler } from '../../../src/infra/http/validator-compiler';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';

describe('lazyCompiler', () => {
  it('compiles a route schema once, on its first use', () => {
    const compile = jest.fn((route: { n: number }) => (x: number) => x + route.n);
    const lazy = lazyCompiler(compile)({ n: 2 });
    expect(compile).not.toHaveBeenCalled();
    expect(lazy(1)).toBe(3);
    expect(lazy(5)).toBe(7);
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

// Schemas compile when a route is first called, not at start: this walks every route so a schema that cannot
// compile still fails here, before a deployment answers its first request with a 500.
describe.each(BACKENDS)('every route schema compiles (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('compiles each route’s request parts and 200 response', () => {
    const serializers = lazySerializerFactory({}, {});
    const failures: string[] = [];
    let compiled = 0;
    for (const { method, url, schema } of t.app.routeOwners) {
      if (!schema) continue;
      for (const httpPart of ['body', 'querystring', 'params', 'headers'] as const) {
        const part = schema[httpPart];
        if (!part) continue;
        try {
          validatorCompiler({ schema: part as never, method, url, httpPart })({});
          compiled++;
        } catch (e) {
          failures.push(`${method} ${url} ${httpPart}: ${(e as Error).message}`);
        }
      }
      const ok = (schema.response as Record<string, unknown> | undefined)?.[200];
      if (!ok) continue;
      try {
        serializers({ schema: ok as never, method, url, httpStatus: '200' })({ code: 'OK', value: null });
        compiled++;
      } catch (e) {
        // A value the schema refuses may throw; a schema that does not compile throws before serializing.
        if (!/does not match schema|required|should be|must be/i.test((e as Error).message))
          failures.push(`${method} ${url} 200: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(200);
  });
});
