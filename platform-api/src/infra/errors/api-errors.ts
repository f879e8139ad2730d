import { COMMON_ERRORS } from './common-errors';
import { DomainError, type ErrorExtra } from './domain-error';

/** Failures with a fixed status and message key (docs/contracts.md lists them with the generic ones). */
export const API_ERRORS = {
  NOT_ENABLED: { status: 400, message: 'err_not_enabled' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Legacy: codes not yet moved into their module's errors.ts (answered by the catalogue of src/errors.ts). */
export const apiError = (code: ApiErrorCode | keyof typeof COMMON_ERRORS, extra: ErrorExtra = {}): DomainError =>
  new DomainError(code, extra);
