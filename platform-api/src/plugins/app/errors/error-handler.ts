import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { fail } from 'shared-contracts';
import { HttpError } from './http-error';

export const MSG_EMPTY = 'Input cannot be empty';

/** A user-facing message (and the field) for the first schema violation. */
export function describeValidation(
  errors: readonly FastifySchemaValidationError[],
  context = 'input',
): { message: string; field: string | null } {
  const first = errors[0];
  if (!first) return { message: 'Invalid input', field: null };
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') {
    const missing = (params.requiredProperties as string[] | undefined)?.[0] ?? (params.missingProperty as string);
    return { message: MSG_EMPTY, field: missing ?? null };
  }
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = field || context;
  // A union of literals reports one `const` error per literal; an enum reports allowedValues.
  const allowed =
    first.keyword === 'enum'
      ? ((params.allowedValues as unknown[] | undefined) ?? []).map(String)
      : errors
          .filter((e) => e.instancePath === first.instancePath && e.keyword === 'const')
          .map((e) => String((e.params as Record<string, unknown>).allowedValue));
  if (allowed.length > 0) return { message: `${name} must be one of: ${allowed.join(', ')}`, field: field || null };
  return { message: `${name} ${first.message ?? 'is invalid'}`, field: field || null };
}

const CLIENT_ERRORS: Record<string, { code: string; message?: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION', message: MSG_EMPTY },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
};

/** Every error answers with the envelope: 400 VALIDATION for bad input, 404 NOT_FOUND, never a 500 for bad input. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, field } = describeValidation(error.validation, error.validationContext);
      return reply.code(400).send({ ...fail('VALIDATION', message), field });
    }
    if (error instanceof HttpError)
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, ...fail(error.code, error.message) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = CLIENT_ERRORS[error.code];
      if (error instanceof SyntaxError && !known)
        return reply.code(400).send(fail('BAD_REQUEST', 'Malformed JSON body'));
      return reply.code(status).send(fail(known?.code ?? 'BAD_REQUEST', known?.message ?? error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('INTERNAL', 'Unknown error'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(fail('NOT_FOUND', `No such path: ${request.method} ${request.url.split('?')[0]}`)),
  );
}
