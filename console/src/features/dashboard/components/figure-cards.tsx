import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from 'shared-contracts';
import { Amount } from 'shared-ui';
import { NS } from '../i18n';
import { minorOf } from './money';

const MONEY = ['ggr', 'ngr', 'stakes', 'payouts', 'bonuses', 'agentPayouts'] as const;
const LABEL: Record<string, string> = { agentPayouts: 'agent_payouts' };
const COUNTS = ['registrations', 'firstDepositors', 'activePlayers', 'rounds'] as const;
const COUNT_LABEL: Record<(typeof COUNTS)[number], string> = {
  registrations: 'registrations',
  firstDepositors: 'first_depositors',
  activePlayers: 'active_players',
  rounds: 'rounds',
};

/** The period's totals as cards: money first, then deposits and withdrawals with their counts, then people. */
export function FigureCards({ figures, currency }: { figures: DashboardFigures; currency: string | null }) {
  const { t } = useTranslation(NS);
  const cur = currency ?? undefined;
  return (
    <dl className="console-cards" data-testid="dashboard-totals">
      {MONEY.map((k) => (
        <div className="console-card" key={k} data-testid={`figure-${k}`}>
          <dt>{t(LABEL[k] ?? k)}</dt>
          <dd>
            <Amount value={minorOf(figures[k])} currency={cur} />
          </dd>
        </div>
      ))}
      {(['deposits', 'withdrawals'] as const).map((k) => (
        <div className="console-card" key={k} data-testid={`figure-${k}`}>
          <dt>
            {t(k)} · {t('count', { count: k === 'deposits' ? figures.depositCount : figures.withdrawalCount })}
          </dt>
          <dd>
            <Amount value={minorOf(figures[k])} currency={cur} />
          </dd>
        </div>
      ))}
      {COUNTS.map((k) => (
        <div className="console-card" key={k} data-testid={`figure-${k}`}>
          <dt>{t(COUNT_LABEL[k])}</dt>
          <dd>{figures[k].toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
