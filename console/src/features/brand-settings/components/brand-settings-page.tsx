import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { errorText } from 'shared-contracts';
import { EmptyState, ErrorPanel, Page, Skeleton, Tabs } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { useBrandSettings } from '../api/get-brand-settings';
import { NS } from '../i18n';
import { ModulesTab } from './modules-tab';
import { QuestionsTab } from './questions-tab';
import { RgTab } from './rg-tab';
import { ResourcesTab } from './resources-tab';
import { RulesTab } from './rules-tab';
import { SecurityTab } from './security-tab';
import { ServiceTab } from './service-tab';
import type { TabProps } from './tab-props';

const TABS = ['modules', 'registration', 'security', 'questions', 'rg', 'service', 'resources'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, (p: TabProps) => ReactNode> = {
  modules: (p) => <ModulesTab {...p} />,
  registration: (p) => <RulesTab {...p} />,
  security: (p) => <SecurityTab {...p} />,
  questions: (p) => <QuestionsTab {...p} />,
  rg: (p) => <RgTab {...p} />,
  service: (p) => <ServiceTab {...p} />,
  resources: (p) => <ResourcesTab {...p} />,
};

/** The chosen tab's panel once the brand's settings are loaded (with the loading and error states). */
function Panel({ tab, code, write }: { tab: Tab; code: string; write: boolean }) {
  const { t } = useTranslation(NS);
  const settings = useBrandSettings(code);
  if (settings.error) return <ErrorPanel message={errorText(t, settings.error)} onRetry={settings.reload} />;
  if (!settings.data || settings.data.code !== code)
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
        <Skeleton height={320} />
      </div>
    );
  return <>{PANELS[tab]({ code, settings: settings.data, write, onSaved: settings.reload })}</>;
}

function SettingsTabs() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { tab } = useParams();
  const navigate = useNavigate();
  const { oneMerchant: code } = useOperator();
  const write = useCan()('merchants.configure');
  if (!TABS.includes(tab as Tab)) return <Navigate to="../modules" replace />;
  return (
    <Page title={code ? `${t('title')} · ${code}` : t('title')} testId="brand-settings-page">
      {code && <p className="console-muted">{t('intro', { code })}</p>}
      {code && !write && <p className="console-muted">{t('read_only')}</p>}
      <Tabs
        label={t('title')}
        value={tab!}
        onValueChange={(v) => void navigate(`../${v}`)}
        stretch={false}
        wrap
        items={TABS.map((k) => ({ value: k, label: t(`tab_${k}`), testId: `settings-tab-${k}` }))}
      >
        {code ? <Panel key={code} tab={tab as Tab} code={code} write={write} /> : <EmptyState title={t('no_brand')} />}
      </Tabs>
    </Page>
  );
}

/** /console/settings/<tab>: the sign-up and service settings of the brand chosen in the header (issue 29). */
export function BrandSettingsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="modules" replace />} />
      <Route path=":tab" element={<SettingsTabs />} />
    </Routes>
  );
}
