import { RECEIPT_MAX_BYTES } from 'shared-contracts';

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * Why a chosen receipt or proof image is refused before it is sent (SPEC §9: jpeg/jpg/png, at most
 * 5,242,880 bytes): an i18n key of `common`, or null when it is fine. The server checks the bytes again.
 */
export function imageFileProblem(file: File): 'activity_apply_remark_limit2' | 'activity_apply_remark_limit3' | null {
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return 'activity_apply_remark_limit2';
  if (file.size > RECEIPT_MAX_BYTES) return 'activity_apply_remark_limit3';
  return null;
}
