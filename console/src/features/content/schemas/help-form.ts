import type { TFunction } from 'i18next';
import { contentPagesOpsApi as api, errorText, isApiError } from 'shared-contracts';
import * as yup from 'yup';
import { hasText } from './notice-form';

/** A help section as the form edits it (`key` only when adding one). */
export interface HelpFormValues {
  key: string;
  title: string;
  content: string;
  sort: string;
}
type Field = keyof HelpFormValues;

const MARKUP = /<[\p{L}/!?]/u;
const KEY = new RegExp(api.HELP_KEY_PATTERN);

export const newHelpValues = (): HelpFormValues => ({ key: '', title: '', content: '', sort: '0' });
export const helpValues = (s: api.OpsHelpSection): HelpFormValues => ({
  key: s.key,
  title: s.title,
  content: s.content,
  sort: String(s.sort),
});

export function helpSchema(t: TFunction, taken: readonly string[], adding: boolean) {
  return yup.object({
    key: yup
      .string()
      .trim()
      .test('key', t('key_invalid'), (v) => !adding || KEY.test(v ?? ''))
      .test('taken', t('key_taken'), (v) => !adding || !taken.includes(v ?? '')),
    title: yup
      .string()
      .trim()
      .required(t('title_required'))
      .max(api.CONTENT_TITLE_MAX, t('title_too_long_200'))
      .test('markup', t('title_markup'), (v) => !MARKUP.test(v ?? '')),
    content: yup
      .string()
      .default('')
      .test('content', t('content_required'), (v) => hasText(v ?? ''))
      .max(api.CONTENT_HTML_MAX, t('content_too_long')),
    sort: yup
      .string()
      .trim()
      .test('sort', t('sort_invalid'), (v) => !!v && /^-?\d{1,7}$/.test(v)),
  });
}

export const toHelpInput = (v: HelpFormValues): api.HelpSectionInput => ({
  title: v.title.trim(),
  content: v.content,
  sort: Number(v.sort.trim()),
});

/** Where a refused write belongs (a taken `key`, an empty `content` …), else the form's status line. */
export function placeHelpError(t: TFunction, e: unknown): { field: Field | null; message: string } {
  const named = isApiError(e) && typeof e.details.field === 'string' ? e.details.field : '';
  if (named === 'key') return { field: 'key', message: t('key_taken') };
  if (named === 'content') return { field: 'content', message: t('content_required') };
  if (named === 'title') return { field: 'title', message: t('title_markup') };
  if (named === 'sort') return { field: 'sort', message: t('sort_invalid') };
  return { field: null, message: errorText(t, e) };
}
