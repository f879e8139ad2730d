import type { TFunction } from 'i18next';
import type { Promotion } from 'shared-contracts/engagement';
import { formatDateTime } from 'shared-contracts';
import '../i18n';

/** An activity's period, start – end. */
export const periodText = (t: TFunction, p: Pick<Promotion, 'startsAt' | 'endsAt'>): string =>
  t('promo_period', { from: formatDateTime(p.startsAt), to: formatDateTime(p.endsAt) });
