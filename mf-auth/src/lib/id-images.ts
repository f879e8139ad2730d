import { ID_IMAGE_MAX_BYTES } from 'shared-contracts';
import * as yup from 'yup';

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const EXTENSIONS = /\.(jpe?g|png)$/i;

/** Why a chosen ID photo is refused (SPEC §5): an i18n key of `common`, or null when it is fine. */
export function idImageProblem(file: File): string | null {
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return 'activity_apply_remark_limit2';
  if (file.size > ID_IMAGE_MAX_BYTES) return 'activity_apply_remark_limit3';
  return null;
}

/** A yup rule for one ID photo field: required (with its SPEC §8 prompt) or optional, then type and size. */
export function idImageSchema(t: (key: string) => string, requiredKey: string | null) {
  const base = yup.mixed<File>().nullable();
  const needed = requiredKey ? base.required(t(`common:${requiredKey}`)) : base;
  return needed.test('id-image', '', (file, ctx) => {
    if (!file) return true;
    const problem = idImageProblem(file);
    return problem ? ctx.createError({ message: t(`common:${problem}`) }) : true;
  });
}
