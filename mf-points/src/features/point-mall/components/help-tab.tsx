import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { PointsConfig } from 'shared-contracts/engagement';
import { NS } from '../../../config/i18n';
import { formatPoints } from './points-format';
import '../i18n';

/** The help centre: how points are earned, redeemed and converted (the merchant's rules), and that they never expire. */
export function HelpTab({ config }: { config: PointsConfig }) {
  const { t } = useTranslation(NS);
  const money = (minor: number) => `${config.currency} ${formatMoney(minor)}`;
  const sections = [
    ['help_earn_title', t('help_earn', { amount: money(config.earnStake) })],
    ['help_redeem_title', t('help_redeem')],
    [
      'help_convert_title',
      t('help_convert', { amount: money(config.pointValue), min: formatPoints(config.minConvert) }),
    ],
    ['help_expire_title', t('help_expire')],
  ] as const;
  return (
    <div className="ui-card pts-help" data-testid="points-help">
      {sections.map(([title, text]) => (
        <section key={title} className="pts-help-section">
          <h3>{t(title)}</h3>
          <p>{text}</p>
        </section>
      ))}
    </div>
  );
}
