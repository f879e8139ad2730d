import { CircleHelp, Gift, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { EmptyState, Page, Tabs } from 'shared-ui';
import { NS } from '../../../config/i18n';

const TABS = [
  { key: 'tab_mall', empty: 'mall_empty', icon: <Gift /> },
  { key: 'tab_history', empty: 'history_empty', icon: <History /> },
  { key: 'tab_help', empty: 'help_empty', icon: <CircleHelp /> },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** /pointMall: mall, redeem history and help center tabs (SPEC §2 Member center); nothing is listed yet. */
export function PointMallPage(_props: ParcelProps) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<Tab>('tab_mall');
  return (
    <Page title={t('title')} testId="point-mall">
      <p className="ui-muted">{t('intro')}</p>
      <Tabs
        label={t('title')}
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        items={TABS.map(({ key, empty, icon }) => ({
          value: key,
          label: t(key),
          content: (
            <div className="ui-card">
              <EmptyState title={t(empty)} icon={icon} />
            </div>
          ),
        }))}
      />
    </Page>
  );
}
