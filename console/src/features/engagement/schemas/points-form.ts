import type { TFunction } from 'i18next';
import { engagementOpsApi } from 'shared-contracts';
import * as yup from 'yup';
import { majorOf, minorOf, moneyField, wholeField, wholeOf } from './form-kit';

const MAX_POINTS = engagementOpsApi.MAX_POINTS;

/** The points rules as typed: the stake that earns a point and a point's value in major units. */
export interface PointsSettingsValues {
  earnStake: string;
  pointValue: string;
  minConvert: string;
}
export const SETTINGS_FIELDS = ['earnStake', 'pointValue', 'minConvert'] as const;

export const settingsValues = (s: engagementOpsApi.PointsSettings | null): PointsSettingsValues => ({
  earnStake: s ? majorOf(s.earnStake) : '',
  pointValue: s ? majorOf(s.pointValue) : '',
  minConvert: s ? String(s.minConvert) : '',
});
export const settingsSchema = (t: TFunction) =>
  yup.object({
    earnStake: moneyField(t),
    pointValue: moneyField(t),
    minConvert: wholeField(t, 1, MAX_POINTS),
  });
export const toPointsSettings = (v: PointsSettingsValues): engagementOpsApi.PointsSettings => ({
  earnStake: minorOf(v.earnStake)!,
  pointValue: minorOf(v.pointValue)!,
  minConvert: wholeOf(v.minConvert)!,
});

/** A catalogue item as typed: its texts in EN (required) and TY, cost in points. */
export interface PointsItemValues {
  nameEN: string;
  nameTY: string;
  descriptionEN: string;
  descriptionTY: string;
  imageUrl: string;
  cost: string;
  stock: string;
  active: boolean;
  sort: string;
}
export const ITEM_FIELDS = [
  'nameEN',
  'nameTY',
  'descriptionEN',
  'descriptionTY',
  'imageUrl',
  'cost',
  'stock',
  'sort',
] as const;
/** `name.EN` (the server's path) → `nameEN` (the form's field). */
export const itemField = (field: string): string => field.replace(/^(name|description)\.(EN|TY)$/, '$1$2');

export const itemValues = (i: engagementOpsApi.OpsPointsItem | null): PointsItemValues => ({
  nameEN: i?.name.EN ?? '',
  nameTY: i?.name.TY ?? '',
  descriptionEN: i?.description.EN ?? '',
  descriptionTY: i?.description.TY ?? '',
  imageUrl: i?.imageUrl ?? '',
  cost: i ? String(i.cost) : '',
  stock: i ? String(i.stock) : '',
  active: i?.active ?? true,
  sort: i ? String(i.sort) : '0',
});
export const itemSchema = (t: TFunction) =>
  yup.object({
    nameEN: yup
      .string()
      .trim()
      .required(t('required'))
      .max(500, t('too_long', { max: 500 })),
    nameTY: yup
      .string()
      .trim()
      .max(500, t('too_long', { max: 500 })),
    descriptionEN: yup.string().max(2000, t('too_long', { max: 2000 })),
    descriptionTY: yup.string().max(2000, t('too_long', { max: 2000 })),
    imageUrl: yup
      .string()
      .trim()
      .max(500, t('too_long', { max: 500 }))
      .matches(/^(\/|https:\/\/)/, { message: t('image_invalid'), excludeEmptyString: true }),
    cost: wholeField(t, 1, MAX_POINTS),
    stock: wholeField(t, 0, 1_000_000),
    sort: wholeField(t, 0, 10_000),
  });
export const toPointsItem = (v: PointsItemValues): engagementOpsApi.PointsItemInput => ({
  name: { EN: v.nameEN.trim(), ...(v.nameTY.trim() ? { TY: v.nameTY.trim() } : {}) },
  description: { EN: v.descriptionEN, ...(v.descriptionTY ? { TY: v.descriptionTY } : {}) },
  imageUrl: v.imageUrl.trim() || null,
  cost: wholeOf(v.cost)!,
  stock: wholeOf(v.stock)!,
  active: v.active,
  sort: wholeOf(v.sort) ?? 0,
});

/** A grant of points to a member. */
export interface GrantValues {
  account: string;
  points: string;
  note: string;
}
export const GRANT_FIELDS = ['account', 'points', 'note'] as const;
export const grantSchema = (t: TFunction) =>
  yup.object({
    account: yup
      .string()
      .trim()
      .required(t('required'))
      .max(64, t('too_long', { max: 64 })),
    points: wholeField(t, 1, MAX_POINTS),
    note: yup.string().max(200, t('too_long', { max: 200 })),
  });
