import { useTranslation } from 'react-i18next';
import { serviceHoursText, type CustomerService } from 'shared-contracts';

/** The merchant's customer-service hours as text in the page language ('' when none are published). */
export function useServiceHours(service: CustomerService): string {
  const { t } = useTranslation('common');
  return serviceHoursText(service.hours, (k, p) => t(k, p));
}
