import type { TFunction } from 'i18next';
import * as yup from 'yup';

export interface MoveFormValues {
  newUpline: string;
  reason: string;
}

/** The move form: the new upline's account and a reason, both required (the server checks the rest). */
export const moveSchema = (t: TFunction) =>
  yup.object({
    newUpline: yup.string().trim().max(64).required(t('upline_required')),
    reason: yup.string().trim().max(500).required(t('reason_required')),
  });

/** The codes of a refused move that are about the new upline (shown under its field). */
export const UPLINE_REFUSALS: readonly string[] = ['MOVE_CYCLE', 'UPLINE_NOT_AGENT', 'SAME_UPLINE', 'NOT_FOUND'];
