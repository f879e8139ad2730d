import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Page, buttonClass } from 'shared-ui';
import { AppQr } from '../../../components/app-qr';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import { downloadEntries } from '../../../lib/app-downloads';
import '../i18n';

/** /download: the merchant's iOS, Android and mobile-site entries from the permission config's resources, each with a QR code and a link. */
export function DownloadPage() {
  const { t } = useTranslation(NS);
  const { config } = useShell();
  const entries = downloadEntries(config.resources);
  return (
    <Page title={t('download_app')} testId="download-page">
      {entries.length === 0 ? (
        <EmptyState icon={<Smartphone />} title={t('download_empty')} hint={t('download_empty_hint')} />
      ) : (
        <>
          <p className="download-intro">{t('download_intro', { merchant: config.merchantName })}</p>
          <ul className="download-list">
            {entries.map((e) => {
              const name = t(`download_${e.type}`);
              return (
                <li key={e.type} className="download-card" data-testid={`download-${e.type}`}>
                  <h2>{name}</h2>
                  <p className="download-hint">{t(`download_${e.type}_hint`)}</p>
                  <AppQr url={e.url} label={t('download_qr', { name })} size={160} />
                  <a className={buttonClass('primary')} href={e.url} target="_blank" rel="noreferrer">
                    {t(`download_${e.type}_action`)}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Page>
  );
}
