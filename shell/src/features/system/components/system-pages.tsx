import { useTranslation } from 'react-i18next';
import type { PermissionConfig } from 'shared-contracts';
import { Button, buttonClass } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useServiceHours } from '../../../hooks/use-service-hours';
import '../i18n';

/** Status 1: maintenance page with title, info and a customer-service button. */
export function MaintenancePage({ config }: { config: PermissionConfig }) {
  const { t } = useTranslation(NS);
  const hours = useServiceHours(config.customerService);
  return (
    <main className="system-page" data-testid="maintenance-page">
      <h1>{t('game_maintenance')}</h1>
      <p>{t('info_maintenance')}</p>
      {hours && <p data-testid="service-hours">{t('common:cs_hours_label', { hours })}</p>}
      <a className={buttonClass('primary')} href={config.customerService.url} target="_blank" rel="noreferrer">
        {t('customer_service')}
      </a>
    </main>
  );
}

/** Status 2: region-blocked page showing the visitor's IP. */
export function BlockedPage({ config }: { config: PermissionConfig }) {
  const { t } = useTranslation(NS);
  return (
    <main className="system-page" data-testid="blocked-page">
      <h1>{t('blockip')}</h1>
      <p>{t('info_ip_block', { ip: config.location.ip })}</p>
      <p className="system-ip" data-testid="visitor-ip">
        {config.location.ip}
      </p>
    </main>
  );
}

/** The permission config could not be fetched: say so and offer a retry. */
export function ConfigFailedPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <main className="system-page" data-testid="config-failed">
      <h1>{t('config_failed')}</h1>
      <p>{t('common:err_network')}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </main>
  );
}
