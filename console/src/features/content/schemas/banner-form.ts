import type { TFunction } from 'i18next';
import { contentOpsApi, errorText, isApiError, type BannerGroup } from 'shared-contracts';
import * as yup from 'yup';

type LinkageType = contentOpsApi.BannerInput['linkageType'];
type OpsBanner = contentOpsApi.OpsBanner;

/** The banner form as typed: times as the browser's `datetime-local` shows them (the operator's zone). */
export interface BannerFormValues {
  group: BannerGroup;
  title: string;
  /** A newly chosen image (null: none chosen; an edited banner then keeps its own). */
  image: File | null;
  linkageType: LinkageType;
  /** The web address (URL) or the site's path (ROUTE). */
  linkage: string;
  /** GAME: the vendor code, and optionally the category and the game. */
  vendor: string;
  gameType: string;
  gameCode: string;
  sort: string;
  /** `YYYY-MM-DDTHH:mm` in the operator's zone, or '' for an open side. */
  startsAt: string;
  endsAt: string;
}
type Field = keyof BannerFormValues;

export const LINKAGE_TYPES: readonly LinkageType[] = ['NONE', 'URL', 'ROUTE', 'GAME'];
const MARKUP = /<[\p{L}/!?]/u;
const INTEGER = /^-?\d{1,7}$/;

/** An instant as a `datetime-local` value in the browser's zone (`2026-05-01T09:30`); '' for null. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the operator's zone) as an ISO instant; null for '' or anything that is not one. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The operator's time zone, as the form's hint names it. */
export const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A new banner of `group`: no link, order 0, shown from now on. */
export const newBannerValues = (group: BannerGroup): BannerFormValues => ({
  group,
  title: '',
  image: null,
  linkageType: 'NONE',
  linkage: '',
  vendor: '',
  gameType: '',
  gameCode: '',
  sort: '0',
  startsAt: '',
  endsAt: '',
});

/** An existing banner as the form edits it (a GAME target split into its parts). */
export function bannerValues(b: OpsBanner): BannerFormValues {
  const game = b.linkageType === 'GAME' ? contentOpsApi.parseGameLinkage(b.linkage) : null;
  return {
    group: b.group,
    title: b.title,
    image: null,
    linkageType: b.linkageType,
    linkage: b.linkageType === 'URL' || b.linkageType === 'ROUTE' ? b.linkage : '',
    vendor: game?.vassalage ?? '',
    gameType: game?.gameType ?? '',
    gameCode: game?.gameCode ?? '',
    sort: String(b.sort),
    startsAt: toLocalInput(b.startsAt),
    endsAt: toLocalInput(b.endsAt),
  };
}

/** The form's rules (the server checks the same), with the feature's messages; `editing`: an image is optional. */
export function bannerSchema(t: TFunction, editing: boolean) {
  const when = (type: LinkageType, rule: yup.StringSchema) =>
    yup
      .string()
      .default('')
      .when('linkageType', { is: type, then: () => rule });
  const instant = yup
    .string()
    .default('')
    .test('instant', t('instant_invalid'), (v) => !v || fromLocalInput(v) !== null);
  return yup.object({
    group: yup.string().required(),
    title: yup
      .string()
      .trim()
      .required(t('title_required'))
      .max(contentOpsApi.BANNER_TITLE_MAX, t('title_too_long'))
      .test('markup', t('title_markup'), (v) => !MARKUP.test(v ?? '')),
    image: yup
      .mixed<File>()
      .nullable()
      .test('required', t('image_required'), (f) => editing || !!f)
      .test(
        'type',
        t('image_type'),
        (f) => !f || (contentOpsApi.BANNER_IMAGE_TYPES as readonly string[]).includes(f.type),
      )
      .test('size', t('image_too_large'), (f) => !f || f.size <= contentOpsApi.BANNER_IMAGE_MAX_BYTES),
    linkageType: yup.string().oneOf(LINKAGE_TYPES).required(),
    linkage: yup
      .string()
      .default('')
      .test('linkage', function (v) {
        const type = (this.parent as BannerFormValues).linkageType;
        if (type !== 'URL' && type !== 'ROUTE') return true;
        const problem = contentOpsApi.linkageProblem(type, v ?? '');
        return problem ? this.createError({ message: t(`${problem}_invalid`) }) : true;
      }),
    vendor: when(
      'GAME',
      yup
        .string()
        .trim()
        .required(t('vendor_invalid'))
        .matches(/^[A-Z0-9_]{1,32}$/, t('vendor_invalid')),
    ),
    gameType: when(
      'GAME',
      yup
        .string()
        .trim()
        .matches(/^[A-Z]{0,16}$/, t('game_type_invalid')),
    ),
    gameCode: when(
      'GAME',
      yup
        .string()
        .trim()
        .matches(/^[A-Za-z0-9_.:-]{0,64}$/, t('game_code_invalid')),
    ),
    sort: yup
      .string()
      .trim()
      .test('sort', t('sort_invalid'), (v) => {
        if (!v || !INTEGER.test(v)) return false;
        return Math.abs(Number(v)) <= contentOpsApi.BANNER_SORT_LIMIT;
      }),
    startsAt: instant,
    endsAt: instant.test('after', t('ends_before_starts'), function (v) {
      const from = fromLocalInput((this.parent as BannerFormValues).startsAt ?? '');
      const until = fromLocalInput(v ?? '');
      return !from || !until || Date.parse(until) > Date.parse(from);
    }),
  });
}

/** The create/update request of valid form values (`imageId`: the image just uploaded, if any). */
export function toBannerInput(v: BannerFormValues, imageId?: string): contentOpsApi.BannerInput {
  const linkage =
    v.linkageType === 'GAME'
      ? contentOpsApi.gameLinkage({
          vassalage: v.vendor.trim(),
          gameType: v.gameType.trim(),
          gameCode: v.gameCode.trim(),
        })
      : v.linkageType === 'NONE'
        ? ''
        : v.linkage.trim();
  return {
    group: v.group,
    title: v.title.trim(),
    ...(imageId ? { imageId } : {}),
    linkageType: v.linkageType,
    linkage,
    sort: Number(v.sort.trim()),
    startsAt: fromLocalInput(v.startsAt),
    endsAt: fromLocalInput(v.endsAt),
  };
}

const FIELDS: readonly Field[] = ['group', 'title', 'image', 'linkageType', 'linkage', 'sort', 'startsAt', 'endsAt'];

/**
 * Where a refused upload or write belongs: the server's `field` (`image`/`imageId` under the image, a GAME target's
 * `linkage` under the vendor), anything else in the form's status line (field null).
 */
export function placeBannerError(
  t: TFunction,
  e: unknown,
  linkageType: LinkageType,
): { field: Field | null; message: string } {
  const named = isApiError(e) && typeof e.details.field === 'string' ? e.details.field : '';
  if (named === 'image' || named === 'imageId') {
    const tooLarge = isApiError(e) && e.code === 'PAYLOAD_TOO_LARGE';
    return {
      field: 'image',
      message: tooLarge ? t('image_too_large') : named === 'image' ? t('image_type') : errorText(t, e),
    };
  }
  if (named === 'linkage') {
    if (linkageType === 'GAME') return { field: 'vendor', message: t('vendor_invalid') };
    return { field: 'linkage', message: t(linkageType === 'ROUTE' ? 'route_invalid' : 'url_invalid') };
  }
  if (named === 'endsAt') return { field: 'endsAt', message: t('ends_before_starts') };
  if (named === 'title') {
    const empty = isApiError(e) && e.message === 'err_input_empty';
    return { field: 'title', message: t(empty ? 'title_required' : 'title_markup') };
  }
  return { field: FIELDS.find((f) => f === named) ?? null, message: errorText(t, e) };
}
