import type { TFunction } from 'i18next';
import type { OpsVendor, VendorPatch } from 'shared-contracts';
import * as yup from 'yup';

/** The edit dialog's fields; the window as the browser's local `YYYY-MM-DDTHH:mm` (empty: none). */
export interface VendorFormValues {
  enabled: boolean;
  hot: boolean;
  displayName: string;
  sort: string;
  maintenanceFrom: string;
  maintenanceUntil: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a local datetime-local value (the operator's zone), or ''. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A datetime-local value (the operator's zone) as an ISO instant, or null. */
export const fromLocalInput = (v: string): string | null => (v ? new Date(v).toISOString() : null);

export const vendorValues = (v: OpsVendor): VendorFormValues => ({
  enabled: v.enabled,
  hot: v.hot,
  displayName: v.displayName,
  sort: String(v.sort),
  maintenanceFrom: toLocalInput(v.maintenanceFrom),
  maintenanceUntil: toLocalInput(v.maintenanceUntil),
});

/** What changed, as the API's patch (untouched fields left out). */
export function toVendorPatch(v: VendorFormValues, before: OpsVendor): VendorPatch {
  const patch: VendorPatch = {};
  if (v.enabled !== before.enabled) patch.enabled = v.enabled;
  if (v.hot !== before.hot) patch.hot = v.hot;
  if (v.displayName.trim() !== before.displayName) patch.displayName = v.displayName.trim();
  if (Number(v.sort) !== before.sort) patch.sort = Number(v.sort);
  const from = fromLocalInput(v.maintenanceFrom);
  const until = fromLocalInput(v.maintenanceUntil);
  if (from !== before.maintenanceFrom) patch.maintenanceFrom = from;
  if (until !== before.maintenanceUntil) patch.maintenanceUntil = until;
  return patch;
}

export const vendorSchema = (t: TFunction) =>
  yup.object({
    displayName: yup.string().trim().required(t('name_required')).max(64, t('name_too_long')),
    sort: yup
      .string()
      .required(t('sort_invalid'))
      .matches(/^\d{1,6}$/, t('sort_invalid'))
      .test('max', t('sort_invalid'), (s) => Number(s) <= 100_000),
    maintenanceFrom: yup.string().test('start', t('window_needs_start'), function (from) {
      return !!from || !(this.parent as VendorFormValues).maintenanceUntil;
    }),
    maintenanceUntil: yup.string().test('order', t('window_order'), function (until) {
      const { maintenanceFrom: from } = this.parent as VendorFormValues;
      return !until || !from || new Date(until) > new Date(from);
    }),
  });
