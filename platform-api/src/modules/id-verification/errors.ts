import { defineErrors, errorFactory } from '../../infra/errors/domain-error';

/** The id-verification module's codes: the ID photo upload, and the verified identity money needs. */
export const ID_VERIFICATION_ERRORS = defineErrors({
  ID_FRONT_REQUIRED: { status: 400, message: 'upload_front_required' },
  ID_SELFIE_REQUIRED: { status: 400, message: 'upload_selfie_required' },
  ID_IMAGE_TYPE: { status: 400, message: 'activity_apply_remark_limit2' },
  ID_IMAGE_TOO_LARGE: { status: 413, message: 'activity_apply_remark_limit3' },
  ID_ALREADY_VERIFIED: { status: 400, message: 'err_id_already_verified' },
  /** Philippines variant: a deposit or withdrawal before the identity is verified. */
  KYC_REQUIRED: { status: 403, message: 'err_kyc_required' },
});

export const idVerificationError = errorFactory(ID_VERIFICATION_ERRORS);
