import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The releases module's codes (ADR 0012). */
export const RELEASES_ERRORS = defineErrors({
  /** The remote already has this version: a release is immutable. */
  RELEASE_EXISTS: { status: 409, message: 'err_release_exists' },
  /** The compatibility gate refused the release; `problems` lists what is wrong, one sentence each. */
  RELEASE_INCOMPATIBLE: { status: 422, message: 'err_release_incompatible' },
  /** No such version of the remote. */
  RELEASE_NOT_FOUND: { status: 404, message: 'err_release_not_found' },
  /** The rollout cannot do that now: no canary to promote or halt, nothing to roll back to, a canary of the stable. */
  ROLLOUT_CONFLICT: { status: 409, message: 'err_rollout_conflict' },
});

export const releasesError = errorFactory(RELEASES_ERRORS);
