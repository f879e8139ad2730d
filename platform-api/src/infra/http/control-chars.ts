import type { FastifySchemaValidationError } from 'fastify';

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: PostgreSQL refuses NUL in text, and none of
 * them belongs in a name, a code or a message. One check at the boundary for every string (issue 28).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A schema-validation error for a value nested deeper than MAX_DEPTH. */
export const depthError = (path: string): FastifySchemaValidationError[] => [
  {
    keyword: 'maxDepth',
    instancePath: path,
    schemaPath: '#/max-depth',
    params: { limit: MAX_DEPTH },
    message: `must not nest deeper than ${MAX_DEPTH} levels`,
  },
];

/** The same characters percent-encoded in a URL, with tab, line feed and carriage return (none belongs in a URL). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** How deep a body, query or params value may nest (objects and arrays): no contract comes near it. */
export const MAX_DEPTH = 32;

/** What is wrong with an input at the boundary: a control character in a string or key, or nesting beyond the limit. */
export interface InputProblem {
  /** JSON pointer of the string, key or value. */
  path: string;
  problem: 'control' | 'depth';
}

/**
 * The first string (or object key) in `value` holding a control character, or the first value nested deeper than
 * `maxDepth`, or null. Walks without recursion: a body of 500,000 nested arrays fits in 1 MiB, and a recursive walk
 * ran out of stack on one (a 500, found by the fuzzer).
 */
export function inputProblemAt(value: unknown, maxDepth = MAX_DEPTH): InputProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (CONTROL.test(item.value)) return { path: item.path, problem: 'control' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return { path: item.path, problem: 'depth' };
    const entries = Object.entries(item.value);
    for (const [key] of entries) if (CONTROL.test(key)) return { path: `${item.path}/${key}`, problem: 'control' };
    for (let i = entries.length - 1; i >= 0; i -= 1)
      stack.push({ value: entries[i]![1], path: `${item.path}/${entries[i]![0]}`, depth: item.depth + 1 });
  }
  return null;
}

/** The JSON-pointer path of the first string (or object key) in `value` holding a control character, or null. */
export const controlAt = (value: unknown): string | null => inputProblemAt(value, Infinity)?.path ?? null;

/** A schema-validation error for the string at `path` (the error handler answers 400 VALIDATION with its field). */
export const controlError = (path: string): FastifySchemaValidationError[] => [
  {
    keyword: 'pattern',
    instancePath: path,
    schemaPath: '#/control-characters',
    params: {},
    message: 'must not contain control characters',
  },
];

/** A URL whose path or query carries a percent-encoded control character (or a raw one). */
export const urlHasControl = (url: string): boolean => ENCODED_CONTROL.test(url) || CONTROL.test(url);
