import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorText } from 'shared-contracts';
import { Badge, ErrorPanel, Page, Skeleton, Tabs } from 'shared-ui';
import { useOperator } from '../../../lib/operator';
import { usePlayer } from '../api/get-player';
import { NS } from '../i18n';
import { PlayerActions } from './player-actions';
import { PlayerOverview } from './player-overview';
import { BonusesTab, LedgerTab, PaymentsTab, RoundsTab } from './money-tabs';
import { LinkedTab, LoginsTab, MessagesTab, NotesTab } from './people-tabs';

const TABS = ['overview', 'ledger', 'rounds', 'payments', 'bonuses', 'logins', 'linked', 'notes', 'messages'] as const;
type Tab = (typeof TABS)[number];

/** A player's whole story on one page: the overview and a tab per record, with the actions the role may take. */
export function PlayerProfile() {
  const { t } = useTranslation(NS);
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const { merchant: chosen } = useOperator();
  const merchant = params.get('merchant') ?? chosen;
  const player = usePlayer(id, merchant);
  const [tab, setTab] = useState<Tab>('overview');
  const p = player.data;
  const ctx = { id, merchant };
  const content: Record<Tab, () => ReactNode> = {
    overview: () => (p ? <PlayerOverview player={p} /> : null),
    ledger: () => <LedgerTab {...ctx} />,
    rounds: () => <RoundsTab {...ctx} />,
    payments: () => <PaymentsTab {...ctx} />,
    bonuses: () => <BonusesTab {...ctx} />,
    logins: () => <LoginsTab {...ctx} />,
    linked: () => <LinkedTab {...ctx} />,
    notes: () => <NotesTab {...ctx} />,
    messages: () => <MessagesTab {...ctx} />,
  };
  return (
    <Page title={p ? p.username : t('title')} testId="player-profile" actions={<Link to="..">{t('back')}</Link>}>
      {player.error ? (
        <ErrorPanel message={errorText(t, player.error)} onRetry={player.reload} />
      ) : !p ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t('common:loading')}</span>
          <Skeleton height={160} />
        </div>
      ) : (
        <>
          <div className="console-row">
            <Badge tone={p.state === 'active' ? 'success' : 'danger'} testId="player-state">
              {t(`state_${p.state}`)}
            </Badge>
            <span className="console-muted">
              {p.merchant} · ID {p.id}
            </span>
          </div>
          <PlayerActions player={p} merchant={merchant} onChanged={player.reload} />
          <Tabs
            label={t('title')}
            value={tab}
            onValueChange={(v) => setTab(v as Tab)}
            stretch={false}
            wrap
            items={TABS.map((k) => ({ value: k, label: t(`tab_${k}`), testId: `tab-${k}` }))}
          >
            {content[tab]()}
          </Tabs>
        </>
      )}
    </Page>
  );
}
