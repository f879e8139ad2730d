import type { TFunction } from 'i18next';
import type { brandSettingsOpsApi } from 'shared-contracts';
import * as yup from 'yup';

type CustomerService = brandSettingsOpsApi.CustomerServiceSettings;

/** The customer-service form: the days as checkbox values ('1' Monday … '7' Sunday). */
export interface ServiceFormValues {
  url: string;
  days: string[];
  from: string;
  to: string;
  timeZone: string;
}

/** The form's fields as the server names them (`hours.to` → `to`). */
export const SERVICE_FIELDS = ['url', 'days', 'from', 'to', 'timeZone'];
export const serviceField = (f: string) => f.replace(/^hours\./, '');

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for an absolute http(s) address. */
export function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

export const serviceValues = (cs: CustomerService): ServiceFormValues => ({
  url: cs.url,
  days: cs.hours.days.map(String),
  from: cs.hours.from,
  to: cs.hours.to,
  timeZone: cs.hours.timeZone,
});

export const toCustomerService = (v: ServiceFormValues): CustomerService => ({
  url: v.url.trim(),
  hours: { days: v.days.map(Number).sort((a, b) => a - b), from: v.from, to: v.to, timeZone: v.timeZone },
});

export const serviceSchema = (t: TFunction, zones: ReadonlySet<string>) =>
  yup.object({
    url: yup.string().test('url', t('url_invalid'), (v) => !v?.trim() || isHttpUrl(v)),
    from: yup.string().required(t('clock_invalid')).matches(CLOCK, t('clock_invalid')),
    to: yup
      .string()
      .required(t('clock_invalid'))
      .matches(CLOCK, t('clock_invalid'))
      .test('order', t('order_invalid'), function (to) {
        const { from } = this.parent as ServiceFormValues;
        return !CLOCK.test(from) || (to ?? '') > from;
      }),
    timeZone: yup.string().test('zone', t('zone_invalid'), (v) => !!v && zones.has(v)),
  });
