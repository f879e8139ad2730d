import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, Page, Tabs } from 'shared-ui';
import { useCan, useOperator } from '../../../lib/operator';
import { NS } from '../i18n';
import { ContractsTab } from './contracts-tab';
import { SettlementsTab } from './settlements-tab';
import { TreeTab } from './tree-tab';

const TABS = ['tree', 'contracts', 'settlements'] as const;
type Tab = (typeof TABS)[number];
const PANELS = { tree: TreeTab, contracts: ContractsTab, settlements: SettlementsTab } as const;

function AgencyTabs() {
  const { t } = useTranslation(NS);
  const { tab } = useParams();
  const navigate = useNavigate();
  const { oneMerchant: code } = useOperator();
  const canWrite = useCan()('agency.write');
  if (!TABS.includes(tab as Tab)) return <Navigate to="../tree" replace />;
  const Panel = PANELS[tab as Tab];
  return (
    <Page title={code ? `${t('title')} · ${code}` : t('title')} testId="agency-page">
      <p className="console-muted">{t('intro')}</p>
      <Tabs
        label={t('title')}
        value={tab!}
        onValueChange={(v) => void navigate(`../${v}`)}
        stretch={false}
        wrap
        items={TABS.map((v) => ({ value: v, label: t(`tab_${v}`), testId: `agency-tab-${v}` }))}
      >
        {code ? <Panel key={`${tab}-${code}`} code={code} canWrite={canWrite} /> : <EmptyState title={t('title')} />}
      </Tabs>
    </Page>
  );
}

/**
 * /console/agency/<tab> (agency.read): the brand's agent tree (lazy, with team figures; search; moves), its contracts
 * (the house's form, terminate) and settlements (retry the unpaid); changes need agency.write.
 */
export function AgencyPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="tree" replace />} />
      <Route path=":tab" element={<AgencyTabs />} />
    </Routes>
  );
}
