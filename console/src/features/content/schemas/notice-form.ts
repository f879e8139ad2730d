import type { TFunction } from 'i18next';
import { contentPagesOpsApi as api, errorText, isApiError } from 'shared-contracts';
import * as yup from 'yup';
import { fromLocalInput, toLocalInput } from './banner-form';

/** A notice or an announcement as the form edits it: times in the operator's zone (`datetime-local`). */
export interface NoticeFormValues {
  kind: api.NoticeKind;
  title: string;
  /** HTML from the rich-text editor ('' when empty). */
  content: string;
  /** POPUP (notices) and every announcement: who sees it. */
  audience: api.Audience;
  /** PROMOTION (notices); optional on an announcement. */
  promotionType: string;
  sort: string;
  startsAt: string;
  endsAt: string;
}
type Field = keyof NoticeFormValues;

const MARKUP = /<[\p{L}/!?]/u;
const PROMOTION = new RegExp(api.PROMOTION_TYPE_PATTERN);
/** Text (or an image) left in HTML once its tags are gone: an empty editor's `<p></p>` is empty. */
export const hasText = (html: string) => html.replace(/<(?!img\b)[^>]*>/gi, '').trim() !== '' || /<img\b/i.test(html);

export const newNoticeValues = (kind: api.NoticeKind = 'POPUP'): NoticeFormValues => ({
  kind,
  title: '',
  content: '',
  audience: 'A',
  promotionType: '',
  sort: '0',
  startsAt: '',
  endsAt: '',
});

export const noticeValues = (n: api.OpsNotice): NoticeFormValues => ({
  kind: n.kind,
  title: n.title,
  content: n.content,
  audience: n.execution ?? 'A',
  promotionType: n.promotionType ?? '',
  sort: String(n.sort),
  startsAt: toLocalInput(n.startsAt),
  endsAt: toLocalInput(n.endsAt),
});

export const announcementValues = (a: api.OpsAnnouncement): NoticeFormValues => ({
  ...newNoticeValues('POPUP'),
  title: a.title,
  content: a.content,
  audience: a.audience,
  promotionType: a.promotionType ?? '',
  startsAt: toLocalInput(a.startsAt),
  endsAt: toLocalInput(a.endsAt),
});

/** The form's rules (the server checks the same); `announcement`: the promotion type is optional, no kind or order. */
export function noticeSchema(t: TFunction, announcement = false) {
  const instant = yup
    .string()
    .default('')
    .test('instant', t('instant_invalid'), (v) => !v || fromLocalInput(v) !== null);
  return yup.object({
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
    promotionType: yup
      .string()
      .trim()
      .default('')
      .test('promotion', t('promotion_invalid'), function (v) {
        const needed = !announcement && (this.parent as NoticeFormValues).kind === 'PROMOTION';
        return v ? PROMOTION.test(v) : !needed;
      }),
    sort: yup
      .string()
      .trim()
      .test('sort', t('sort_invalid'), (v) => announcement || (!!v && /^-?\d{1,7}$/.test(v))),
    startsAt: instant,
    endsAt: instant.test('after', t('ends_before_starts'), function (v) {
      const from = fromLocalInput((this.parent as NoticeFormValues).startsAt ?? '');
      const until = fromLocalInput(v ?? '');
      return !from || !until || Date.parse(until) > Date.parse(from);
    }),
  });
}

const window = (v: NoticeFormValues) => ({ startsAt: fromLocalInput(v.startsAt), endsAt: fromLocalInput(v.endsAt) });

export const toNoticeInput = (v: NoticeFormValues): api.NoticeInput => ({
  kind: v.kind,
  title: v.title.trim(),
  content: v.content,
  execution: v.kind === 'POPUP' ? v.audience : null,
  promotionType: v.kind === 'PROMOTION' ? v.promotionType.trim() : null,
  sort: Number(v.sort.trim()),
  ...window(v),
});

export const toAnnouncementInput = (v: NoticeFormValues): api.AnnouncementInput => ({
  title: v.title.trim(),
  content: v.content,
  promotionType: v.promotionType.trim() || null,
  audience: v.audience,
  ...window(v),
});

const MESSAGES: Partial<Record<string, { field: Field; key: string }>> = {
  title: { field: 'title', key: 'title_markup' },
  content: { field: 'content', key: 'content_required' },
  execution: { field: 'audience', key: 'audience_required' },
  audience: { field: 'audience', key: 'audience_required' },
  promotionType: { field: 'promotionType', key: 'promotion_invalid' },
  endsAt: { field: 'endsAt', key: 'ends_before_starts' },
  startsAt: { field: 'startsAt', key: 'instant_invalid' },
  sort: { field: 'sort', key: 'sort_invalid' },
};

/** Where a refused write belongs: under the field the server names, else the form's status line (field null). */
export function placeNoticeError(t: TFunction, e: unknown): { field: Field | null; message: string } {
  const named = isApiError(e) && typeof e.details.field === 'string' ? e.details.field : '';
  const known = MESSAGES[named];
  if (!known) return { field: null, message: errorText(t, e) };
  const empty = isApiError(e) && e.message === 'err_input_empty';
  if (named === 'title' && empty) return { field: 'title', message: t('title_required') };
  return { field: known.field, message: t(known.key) };
}
