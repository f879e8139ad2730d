import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, Page, Tabs } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { NS } from '../i18n';
import { MissionsTab } from './missions-tab';
import { PointsTab } from './points-tab';
import { PromotionsTab } from './promotions-tab';
import { ReferralTab } from './referral-tab';
import { VipTab } from './vip-tab';

const TABS = ['promotions', 'vip', 'missions', 'referral', 'points'] as const;
type Tab = (typeof TABS)[number];

/** One tab's panel for the brand chosen in the header; writes need `marketing.write`. */
const PANELS: Record<Tab, (p: { merchant: string; write: boolean }) => ReactNode> = {
  promotions: (p) => <PromotionsTab {...p} />,
  vip: (p) => <VipTab {...p} />,
  missions: (p) => <MissionsTab {...p} />,
  referral: (p) => <ReferralTab {...p} />,
  points: (p) => <PointsTab {...p} />,
};

function EngagementTabs() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { tab } = useParams();
  const navigate = useNavigate();
  const { oneMerchant: merchant } = useOperator();
  const write = useCan()('marketing.write');
  if (!TABS.includes(tab as Tab)) return <Navigate to="../promotions" replace />;
  return (
    <Page title={merchant ? `${t('title')} · ${merchant}` : t('title')} testId="engagement-page">
      <p className="console-muted">{t('intro')}</p>
      <Tabs
        label={t('title')}
        value={tab!}
        onValueChange={(v) => void navigate(`../${v}`)}
        stretch={false}
        wrap
        items={TABS.map((k) => ({ value: k, label: t(`tab_${k}`), testId: `engagement-tab-${k}` }))}
      >
        {merchant ? (
          <div key={`${tab}-${merchant}`}>{PANELS[tab as Tab]({ merchant, write })}</div>
        ) : (
          <EmptyState title={t('no_brand')} />
        )}
      </Tabs>
    </Page>
  );
}

/** /console/engagement/<tab>: a brand's promotions, VIP levels, missions, referral rules and points mall. */
export function EngagementPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="promotions" replace />} />
      <Route path=":tab" element={<EngagementTabs />} />
    </Routes>
  );
}
