import type { TFunction } from 'i18next';
import * as yup from 'yup';

/** The question dialog's one field. */
export interface QuestionFormValues {
  question: string;
}

export const QUESTION_FIELDS = ['question'];

/** 5 to 120 characters, not one the brand has already (`taken`, compared without case). */
export const questionSchema = (t: TFunction, taken: readonly string[]) =>
  yup.object({
    question: yup
      .string()
      .trim()
      .required(t('question_invalid'))
      .min(5, t('question_invalid'))
      .max(120, t('question_invalid'))
      .test('taken', t('question_taken'), (v) => !taken.includes((v ?? '').trim().toLowerCase())),
  });
