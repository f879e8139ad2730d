import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { Page, Tabs, type DayRange } from 'shared-ui';
import { useOperator } from '../../../lib/operator';
import { NS } from '../i18n';
import { AgentReport } from './agent-report';
import { CashflowReport } from './cashflow-report';
import { GgrReport } from './ggr-report';
import { GamesReport, PlayersReport, type ReportTabProps } from './play-reports';
import { RgReport } from './rg-report';

const TABS = ['games', 'players', 'ggr', 'cashflow', 'agents', 'responsible-gaming'] as const;
type Tab = (typeof TABS)[number];

const PANELS: Record<Tab, (p: ReportTabProps) => ReactNode> = {
  games: (p) => <GamesReport {...p} />,
  players: (p) => <PlayersReport {...p} />,
  ggr: (p) => <GgrReport {...p} />,
  cashflow: (p) => <CashflowReport {...p} />,
  agents: (p) => <AgentReport {...p} />,
  'responsible-gaming': (p) => <RgReport {...p} />,
};

function ReportsTabs() {
  const { t } = useTranslation(NS);
  const { tab } = useParams();
  const navigate = useNavigate();
  const { merchant } = useOperator();
  // The range is kept while switching tabs; undefined asks for the default (the last 7 days of the brand).
  const [range, setRange] = useState<DayRange | undefined>(undefined);
  if (!TABS.includes(tab as Tab)) return <Navigate to="../games" replace />;
  return (
    <Page title={`${t('title')} · ${merchant ?? t('all')}`} testId="reports-page">
      <p className="console-muted">{t('intro')}</p>
      <Tabs
        label={t('tabs')}
        value={tab!}
        onValueChange={(v) => void navigate(`../${v}`)}
        stretch={false}
        items={TABS.map((k) => ({ value: k, label: t(`tab_${k}`), testId: `reports-tab-${k}` }))}
      >
        <div key={`${tab}-${merchant ?? ''}`}>{PANELS[tab as Tab]({ merchant, range, onRange: setRange })}</div>
      </Tabs>
    </Page>
  );
}

/**
 * /console/reports/<tab>: play by game and player, GGR/NGR, deposits and withdrawals, agents and responsible gaming
 * over a range of the brand's days (every brand: the owner).
 */
export function ReportsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="games" replace />} />
      <Route path=":tab" element={<ReportsTabs />} />
    </Routes>
  );
}
