import type { TFunction } from 'i18next';
import type { Promotion } from 'shared-contracts/engagement';
import { formatDateTime } from '../../../lib/dates';

/** `YYYY-MM-DD HH:mm` in the browser's time zone. */
export const shortTime = (iso: string): string => formatDateTime(iso).slice(0, 16);

/** An activity's period, start – end. */
export const periodText = (t: TFunction, p: Pick<Promotion, 'startsAt' | 'endsAt'>): string =>
  t('promo_period', { from: shortTime(p.startsAt), to: shortTime(p.endsAt) });
