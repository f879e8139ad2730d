import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** Saves `text` as a file through a temporary link (no element stays in the page). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once after turning two-step sign-in on: copy, download, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ tone: 'success', title: t('totp_codes_copied') });
    } catch {
      toast({ tone: 'error', title: t('totp_copy_failed') });
    }
  };
  return (
    <div className="member-stack" data-testid="totp-recovery-codes">
      <p role="status" className="member-status is-ok">
        {t('totp_on_now')}
      </p>
      <p>{t('totp_codes_intro')}</p>
      <ul className="totp-codes" aria-label={t('totp_codes_title')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="totp-actions">
        <Button size="sm" variant="ghost" icon={<Copy aria-hidden />} onClick={() => void copy()}>
          {t('totp_codes_copy')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Download aria-hidden />}
          onClick={() => download(`${text}\n`, 'recovery-codes.txt')}
        >
          {t('totp_codes_download')}
        </Button>
      </div>
      <Button variant="primary" onClick={onDone}>
        {t('totp_codes_saved')}
      </Button>
    </div>
  );
}
