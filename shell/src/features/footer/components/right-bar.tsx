import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import '../i18n';

/** QR codes of the mobile-config and Android resources (size 112, SPEC §2). */
export function RightBar() {
  const { t } = useTranslation(NS);
  const { config } = useShell();
  const codes = [
    { key: 'MOBILE_CONFIG', label: t('mobile_qr') },
    { key: 'ANDROID', label: t('android_qr') },
  ].flatMap(({ key, label }) => {
    const r = config.resources[key];
    return r ? [{ key, label, url: r.url }] : [];
  });
  if (!codes.length) return null;
  return (
    <aside className="right-bar" aria-label={t('download_app')}>
      {codes.map((c) => (
        <figure key={c.key} data-testid={`qr-${c.key}`}>
          <QRCodeSVG value={c.url} size={112} title={c.label} />
          <figcaption>{c.label}</figcaption>
        </figure>
      ))}
    </aside>
  );
}
