import { Copy, QrCode } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorPanel, Skeleton, TextField, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useInvite } from '../api/get-invite';
import '../i18n';

/** The agent's invitation: its code, the register link (copy button) and the link's QR code. */
export function InviteCard() {
  const { t } = useTranslation(NS);
  const { data, error, reload } = useInvite();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ tone: 'success', title: t('inv_copied') });
    } catch {
      toast({ tone: 'error', title: t('inv_copy_failed') });
    }
  };
  return (
    <section className="ui-card agent-card" aria-labelledby="inv-title" data-testid="invite">
      <h2 id="inv-title" className="agent-card-title">
        <QrCode aria-hidden />
        {t('inv_title')}
      </h2>
      <p className="agent-hint">{t('inv_intro')}</p>
      {error ? (
        <ErrorPanel message={t('inv_failed')} onRetry={reload} />
      ) : !data ? (
        <div className="agent-invite" role="status" aria-busy="true">
          <Skeleton width={160} height={160} radius={8} />
          <Skeleton lines={3} height={20} />
        </div>
      ) : (
        <div className="agent-invite">
          <QRCodeSVG className="agent-qr" value={data.link} size={160} marginSize={2} title={t('inv_qr')} role="img" />
          <div className="agent-invite-text">
            <dl className="agent-pairs">
              <div>
                <dt>{t('inv_code')}</dt>
                <dd className="agent-code" data-testid="invite-code">
                  {data.code}
                </dd>
              </div>
            </dl>
            <TextField
              label={t('inv_link')}
              value={data.link}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              suffix={
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Copy aria-hidden />}
                  aria-label={t('inv_copy_link')}
                  onClick={() => void copy(data.link)}
                >
                  {t('inv_copy')}
                </Button>
              }
            />
          </div>
        </div>
      )}
    </section>
  );
}
