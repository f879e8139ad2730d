import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { validatorCompiler } from '../../../src/infra/http/validator-compiler';

const schema = Type.Object({
  gameType: Type.Optional(Type.Enum(['RNG', 'LIVE'])),
  pageNo: Type.Integer({ minimum: 1 }),
  flag: Type.Optional(Type.Boolean()),
  tags: Type.Optional(Type.Array(Type.String())),
  name: Type.Optional(Type.String({ maxLength: 3 })),
});
const compile = (httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/x' }) as (v: unknown) => {
    value?: unknown;
    error?: unknown;
  };
/** What @fastify/type-provider-typebox answered (Value.Convert, then the TypeBox check). */
const before = (value: unknown) => {
  const converted = Value.Convert(schema, structuredClone(value));
  const check = Compile(schema);
  return check.Check(converted) ? { value: converted } : { error: check.Errors(converted) };
};

describe('validatorCompiler', () => {
  it.each([
    { pageNo: '3' },
    { gameType: 'RNG', pageNo: '20', flag: 'true' },
    { pageNo: '1', tags: 'a' },
    { pageNo: '1', tags: ['a', 'b'], name: 'abc' },
  ])('coerces a valid query %j as the TypeBox conversion did', (query) => {
    expect(compile('querystring')(query)).toEqual(before(query));
  });

  it.each([{ pageNo: 'x' }, { pageNo: '0' }, { gameType: 'SLOT', pageNo: '1' }, { pageNo: '1', name: 'abcd' }, {}])(
    'refuses %j with the errors the TypeBox conversion gave',
    (query) => {
      const answer = compile('querystring')(query);
      expect(answer.error).toBeDefined();
      expect(answer).toEqual(before(query));
    },
  );

  it('leaves the query object it was given untouched when it coerces', () => {
    const query = { pageNo: '3' };
    expect(compile('querystring')(query)).toEqual({ value: { pageNo: 3 } });
    expect(query).toEqual({ pageNo: '3' });
  });

  it('checks a body as it is (JSON types are not coerced)', () => {
    expect(compile('body')({ pageNo: 3 })).toEqual({ value: { pageNo: 3 } });
    expect(compile('body')({ pageNo: '3' }).error).toBeDefined();
  });
});
