import { Copy, UserPlus } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ResponseOf } from 'shared-contracts';
import type { referralApi } from 'shared-contracts/engagement';
import { Button, TextField, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

export type Referral = ResponseOf<typeof referralApi.getReferral>;

/** The link as the friend will open it: the server's, made absolute on this site when it came as a path. */
export const absoluteLink = (link: string): string => (link.startsWith('/') ? `${location.origin}${link}` : link);

/** The programme in one sentence (or that it is paused), and what a claimed reward asks for. */
function RulesText({ data }: { data: Referral }) {
  const { t } = useTranslation(NS);
  const r = data.rules;
  if (!r.enabled) return <p className="ref-note">{t('ref_off')}</p>;
  const money = (v: number) => `${data.currency} ${formatMoney(v)}`;
  return (
    <p className="ref-note" data-testid="referral-rules">
      {t('ref_rules', { min: money(r.minDeposit), days: r.qualifyDays, reward: money(r.reward) })}{' '}
      {r.turnoverMultiple > 0 ? t('ref_turnover', { multiple: r.turnoverMultiple }) : t('ref_no_turnover')}
    </p>
  );
}

/** The member's invitation: the referral code and the register link, each with a copy button, and the link's QR code. */
export function InviteCard({ data }: { data: Referral }) {
  const { t } = useTranslation(NS);
  const link = absoluteLink(data.link);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ tone: 'success', title: t('ref_copied') });
    } catch {
      toast({ tone: 'error', title: t('ref_copy_failed') });
    }
  };
  const copyButton = (text: string, label: string) => (
    <Button size="sm" variant="ghost" icon={<Copy aria-hidden />} aria-label={label} onClick={() => void copy(text)}>
      {t('ref_copy')}
    </Button>
  );
  return (
    <section className="ui-card ref-card" aria-labelledby="ref-invite-title" data-testid="referral-invite">
      <h3 id="ref-invite-title" className="ref-card-title">
        <UserPlus aria-hidden />
        {t('ref_invite')}
      </h3>
      <RulesText data={data} />
      <div className="ref-invite">
        <figure className="ref-qr">
          <QRCodeSVG value={link} size={160} marginSize={2} title={t('ref_qr')} role="img" />
          <figcaption className="ref-note">{t('ref_qr_hint')}</figcaption>
        </figure>
        <div className="ref-invite-fields">
          <TextField
            label={t('ref_code')}
            value={data.code}
            readOnly
            className="ref-code"
            data-testid="referral-code"
            onFocus={(e) => e.currentTarget.select()}
            suffix={copyButton(data.code, t('ref_copy_code'))}
          />
          <TextField
            label={t('ref_link')}
            value={link}
            readOnly
            data-testid="referral-link"
            onFocus={(e) => e.currentTarget.select()}
            suffix={copyButton(link, t('ref_copy_link'))}
          />
        </div>
      </div>
    </section>
  );
}
