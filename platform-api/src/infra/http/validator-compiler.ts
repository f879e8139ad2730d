import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { controlError, depthError, inputProblemAt } from './control-chars';

// Coerces only: defaults, extra properties and formats are left to the TypeBox check, as before.
const coercer = new Ajv({
  coerceTypes: 'array',
  useDefaults: false,
  removeAdditional: false,
  validateFormats: false,
  strict: false,
  allErrors: false,
});

/**
 * Validates requests against the shared-contracts (TypeBox) schemas, as @fastify/type-provider-typebox
 * does, with one change for speed. Bodies are checked as they are. Querystrings and params arrive as
 * strings and must be converted first: TypeBox's `Value.Convert` interprets the schema on every call
 * (≈ 70 µs for a game-list query, most of a cached answer's time), so Ajv, compiled once per schema,
 * coerces a copy (≈ 0.5 µs) and TypeBox checks it. Only input that fails goes the old way
 * (`Value.Convert`, then TypeBox's errors), so every refusal reads exactly as before. Any string holding a control
 * character, or nested deeper than MAX_DEPTH, is refused first (`control-chars.ts`): PostgreSQL refuses NUL, none
 * belongs in an input, and no contract nests that deep.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const slow = (value: unknown) => {
    const converted = Value.Convert(schema, value);
    return check.Check(converted) ? { value: converted } : { error: check.Errors(converted) as never };
  };
  const refused = (value: unknown) => {
    const found = inputProblemAt(value);
    if (!found) return null;
    return { error: (found.problem === 'control' ? controlError(found.path) : depthError(found.path)) as never };
  };
  if (httpPart === 'body')
    return (value) => refused(value) ?? (check.Check(value) ? { value } : { error: check.Errors(value) as never });
  const coerce = coercer.compile(schema);
  return (value) => {
    const control = refused(value);
    if (control) return control;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return slow(value);
    const copy = { ...value };
    return coerce(copy) && check.Check(copy) ? { value: copy } : slow(value);
  };
};
