import { CircleHelp, Coins, Gift, History, ListOrdered, Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import { EmptyState, ErrorPanel, Skeleton, Tabs } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { usePointsBalance } from '../api/get-points-balance';
import { usePointsConfig } from '../api/get-points-config';
import { ConvertTab } from './convert-tab';
import { DetailsTab } from './details-tab';
import { HelpTab } from './help-tab';
import { HistoryTab } from './history-tab';
import { MallTab } from './mall-tab';
import { formatPoints } from './points-format';
import '../i18n';

const TABS = [
  { value: 'mall', icon: <Gift aria-hidden /> },
  { value: 'history', icon: <History aria-hidden /> },
  { value: 'convert', icon: <Repeat aria-hidden /> },
  { value: 'details', icon: <ListOrdered aria-hidden /> },
  { value: 'help', icon: <CircleHelp aria-hidden /> },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The mall of a logged-in member: its points and the ratio, then the five tabs (points off: a notice). */
export function PointMall({ lang, navigate }: { lang: 'EN' | 'TY'; navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const config = usePointsConfig(true);
  const balance = usePointsBalance(true);
  const [tab, setTab] = useState<Tab>('mall');

  if (config.error || balance.error)
    return (
      <ErrorPanel
        message={t('config_failed')}
        onRetry={() => {
          config.reload();
          balance.reload();
        }}
      />
    );
  if (!config.data || !balance.data)
    return (
      <div role="status" aria-busy="true" className="pts-summary">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={72} radius={8} />
      </div>
    );
  const rules = config.data;
  if (!rules.enabled)
    return (
      <div className="ui-card">
        <EmptyState title={t('off_title')} hint={t('off_hint')} icon={<Coins />} testId="points-off" />
      </div>
    );
  const points = balance.data.balance;
  const panel = {
    mall: <MallTab lang={lang} balance={points} navigate={navigate} onRedeemed={balance.reload} />,
    history: <HistoryTab lang={lang} />,
    convert: <ConvertTab config={rules} balance={points} navigate={navigate} onConverted={balance.reload} />,
    details: <DetailsTab />,
    help: <HelpTab config={rules} />,
  }[tab];

  return (
    <div className="pts-stack">
      <p className="ui-muted pts-intro">{t('intro')}</p>
      <dl className="ui-card pts-summary" data-testid="points-summary">
        <div className="pts-figure">
          <dt>{t('balance_label')}</dt>
          <dd className="pts-figure-main" data-testid="points-balance">
            {formatPoints(points)}
          </dd>
        </div>
        <div className="pts-figure">
          <dt>{t('held_label')}</dt>
          <dd data-testid="points-held">{formatPoints(balance.data.held)}</dd>
        </div>
        <div className="pts-figure">
          <dt>{t('ratio_label')}</dt>
          <dd data-testid="points-ratio">
            {t('ratio_value', { amount: `${rules.currency} ${formatMoney(rules.pointValue)}` })}
          </dd>
        </div>
      </dl>
      <Tabs
        label={t('tabs_label')}
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        stretch={false}
        items={TABS.map(({ value, icon }) => ({
          value,
          label: (
            <span className="pts-tab-label">
              {icon}
              {t(`tab_${value}`)}
            </span>
          ),
        }))}
      >
        {panel}
      </Tabs>
    </div>
  );
}
