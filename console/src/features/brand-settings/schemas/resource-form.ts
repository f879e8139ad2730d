import type { TFunction } from 'i18next';
import { brandSettingsOpsApi as api } from 'shared-contracts';
import * as yup from 'yup';
import { isHttpUrl } from './service-form';

/** The resource dialog's fields (the type only for a new one). */
export interface ResourceFormValues {
  type: string;
  labelNameEn: string;
  url: string;
}

export const RESOURCE_FIELDS = ['type', 'labelNameEn', 'url'];
const TYPE = new RegExp(api.RESOURCE_TYPE_PATTERN);

/** A new resource's type must not be one the brand has (`taken`). */
export const resourceSchema = (t: TFunction, taken: readonly string[]) =>
  yup.object({
    type: yup
      .string()
      .required(t('type_invalid'))
      .matches(TYPE, t('type_invalid'))
      .test(
        'taken',
        ({ value }) => t('type_taken', { type: value }),
        (v) => !taken.includes(v ?? ''),
      ),
    labelNameEn: yup.string().trim().required(t('label_invalid')).max(64, t('label_invalid')),
    url: yup
      .string()
      .required(t('url_invalid'))
      .test('url', t('url_invalid'), (v) => isHttpUrl(v ?? ''))
      .max(500),
  });
