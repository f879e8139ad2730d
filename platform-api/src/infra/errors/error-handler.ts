import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { fail } from 'shared-contracts';
import { DomainError, type ErrorExtra, type ErrorTable } from './domain-error';
import { COMMON_ERRORS } from './common-errors';

/** The message key, field and developer detail for the first schema violation. */
export function describeValidation(
  errors: readonly FastifySchemaValidationError[],
  context = 'input',
): { message: string; field: string | null; detail: string } {
  const first = errors[0];
  if (!first) return { message: COMMON_ERRORS.VALIDATION.message, field: null, detail: 'Invalid input' };
  const params = first.params as Record<string, unknown>;
  if (first.keyword === 'required') {
    const missing = (params.requiredProperties as string[] | undefined)?.[0] ?? (params.missingProperty as string);
    return { message: 'err_input_empty', field: missing ?? null, detail: `${missing ?? context} is required` };
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
  const detail =
    allowed.length > 0 ? `${name} must be one of: ${allowed.join(', ')}` : `${name} ${first.message ?? 'is invalid'}`;
  return { message: COMMON_ERRORS.VALIDATION.message, field: field || null, detail };
}

/** Framework errors for malformed requests, mapped to catalogue codes. */
const CLIENT_ERRORS: Record<string, { code: keyof typeof COMMON_ERRORS; detail?: string; message?: string }> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION', detail: 'The body is empty', message: 'err_input_empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', detail: 'Malformed JSON body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
};

/**
 * Every error answers with the envelope `{success:false, value:null, code, message, …extra}` where
 * `message` is the catalogue's i18n key (the client translates it): a DomainError by its catalogued
 * code, schema failures as 400 VALIDATION, malformed requests as their generic codes, never a 500
 * for bad input. A DomainError whose code the catalogue lacks is a bug: logged and answered 500.
 */
export function installErrorHandlers(app: FastifyInstance, catalogue: ErrorTable): void {
  const send = (
    reply: import('fastify').FastifyReply,
    code: string,
    extra: ErrorExtra = {},
    message?: string,
    headers: Record<string, string> = {},
  ) => {
    const entry = catalogue[code] ?? COMMON_ERRORS.INTERNAL;
    return reply
      .code(entry.status)
      .headers(headers)
      .send({ ...extra, ...fail(code, message ?? entry.message) });
  };
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, field, detail } = describeValidation(error.validation, error.validationContext);
      return send(reply, 'VALIDATION', { field, detail }, message);
    }
    if (error instanceof DomainError) {
      if (!catalogue[error.code]) {
        request.log.error({ code: error.code }, 'a code the error catalogue lacks was thrown');
        return send(reply, 'INTERNAL');
      }
      return send(reply, error.code, error.extra, error.options.message, error.options.headers);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = CLIENT_ERRORS[error.code] ?? { code: 'BAD_REQUEST' as const, detail: error.message };
      if (error instanceof SyntaxError && !CLIENT_ERRORS[error.code])
        return send(reply, 'BAD_REQUEST', { detail: 'Malformed JSON body' });
      return send(reply, known.code, { detail: known.detail ?? error.message }, known.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 'INTERNAL');
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, 'NOT_FOUND', { detail: `No such path: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
