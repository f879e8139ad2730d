import type { FastifySchemaValidationError } from 'fastify';

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: PostgreSQL refuses NUL in text, and none of
 * them belongs in a name, a code or a message. One check at the boundary for every string (issue 28).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The same characters percent-encoded in a URL, with tab, line feed and carriage return (none belongs in a URL). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/** The JSON-pointer path of the first string (or object key) in `value` holding a control character, or null. */
export function controlAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (CONTROL.test(key)) return at;
    const found = controlAt(item, at);
    if (found !== null) return found;
  }
  return null;
}

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
