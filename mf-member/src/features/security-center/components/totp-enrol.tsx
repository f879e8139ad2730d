import { Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from 'shared-contracts';
import { Button, TextField, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { TotpCodeForm } from './totp-code-form';
import '../i18n';

interface Props {
  setup: TotpSetup;
  /** Confirms with the app's current code (the server answers the recovery codes). */
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Adding the account to an authenticator app: its QR code or the secret typed in, then a current code. */
export function TotpEnrol({ setup, onConfirm, onCancel }: Props) {
  const { t } = useTranslation(NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast({ tone: 'success', title: t('totp_secret_copied') });
    } catch {
      toast({ tone: 'error', title: t('totp_copy_failed') });
    }
  };
  return (
    <div className="member-stack" data-testid="totp-enrol">
      <p>{t('totp_scan')}</p>
      <figure className="totp-qr">
        <QRCodeSVG value={setup.otpauthUri} size={176} marginSize={2} title={t('totp_qr')} role="img" />
      </figure>
      <TextField
        label={t('totp_secret')}
        value={setup.secret}
        readOnly
        data-testid="totp-secret"
        onFocus={(e) => e.currentTarget.select()}
        suffix={
          <Button
            size="sm"
            variant="ghost"
            icon={<Copy aria-hidden />}
            aria-label={t('totp_secret_copy')}
            onClick={() => void copy()}
          >
            {t('totp_copy')}
          </Button>
        }
      />
      <TotpCodeForm label={t('totp_code')} submitLabel={t('totp_turn_on')} onSubmit={onConfirm} />
      <Button variant="ghost" onClick={onCancel}>
        {t('totp_cancel')}
      </Button>
    </div>
  );
}
