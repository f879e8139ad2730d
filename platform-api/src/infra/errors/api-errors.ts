import { COMMON_ERRORS } from './common-errors';
import { DomainError, type ErrorExtra } from './domain-error';

/** Failures with a fixed status and message key (docs/contracts.md lists them with the generic ones). */
export const API_ERRORS = {
  NOT_ENABLED: { status: 400, message: 'err_not_enabled' },
  // Social sign-in: carried by the callback's redirect (`?loginError=CODE`), not a JSON answer.
  OAUTH_STATE_INVALID: { status: 400, message: 'err_social_state' },
  OAUTH_DENIED: { status: 400, message: 'err_social_denied' },
  OAUTH_FAILED: { status: 502, message: 'err_social_failed' },
  ID_FRONT_REQUIRED: { status: 400, message: 'upload_front_required' },
  ID_SELFIE_REQUIRED: { status: 400, message: 'upload_selfie_required' },
  ID_IMAGE_TYPE: { status: 400, message: 'activity_apply_remark_limit2' },
  ID_IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
  ID_ALREADY_VERIFIED: { status: 400, message: 'err_id_already_verified' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Legacy: codes not yet moved into their module's errors.ts (answered by the catalogue of src/errors.ts). */
export const apiError = (code: ApiErrorCode | keyof typeof COMMON_ERRORS, extra: ErrorExtra = {}): DomainError =>
  new DomainError(code, extra);
