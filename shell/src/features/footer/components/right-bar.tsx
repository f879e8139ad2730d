import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppQr } from '../../../components/app-qr';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import { downloadEntries } from '../../../lib/app-downloads';
import '../i18n';

const LABELS = { MOBILE_CONFIG: 'mobile_qr', ANDROID: 'android_qr', IOS: 'ios_qr' } as const;

/** QR codes of the mobile-config and Android resources (size 112, SPEC §2), and the way to the download page. */
export function RightBar() {
  const { t } = useTranslation(NS);
  const { config } = useShell();
  const codes = downloadEntries(config.resources, ['MOBILE_CONFIG', 'ANDROID']);
  if (!codes.length) return null;
  return (
    <aside className="right-bar" aria-label={t('download_app')}>
      {codes.map((c) => (
        <figure key={c.type} data-testid={`qr-${c.type}`}>
          <AppQr url={c.url} label={t(LABELS[c.type])} />
          <figcaption>{t(LABELS[c.type])}</figcaption>
        </figure>
      ))}
      <Link to="/download" className="right-bar-link">
        {t('download_app')}
      </Link>
    </aside>
  );
}
