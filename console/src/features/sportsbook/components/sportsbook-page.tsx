import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type SportsbookFixture, type SportsbookScore } from 'shared-contracts';
import { Badge, Button, DataTable, Page, toast, type Column } from 'shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan } from '../../../lib/operator';
import { correctSportsbookFixture } from '../api/correct-sportsbook-fixture';
import { finishSportsbookFixture } from '../api/finish-sportsbook-fixture';
import { useSportsbookFixtures } from '../api/list-sportsbook-fixtures';
import { voidSportsbookFixture } from '../api/void-sportsbook-fixture';
import { NS } from '../i18n';
import { ScoreDialog } from './score-dialog';

type Action = { kind: 'finish' | 'correct' | 'void'; fixture: SportsbookFixture };

const TONE = { UPCOMING: 'neutral', LIVE: 'danger', FINISHED: 'success', VOID: 'neutral' } as const;

/**
 * /console/sportsbook: the demo vendor's trading desk (issue 30). Fixtures (shared by every brand) with status and
 * score; with `games.configure`: finish now with a score, correct a finished result, void — each audited on the server.
 */
export function SportsbookPage() {
  const { t } = useTranslation([NS, CONSOLE, 'common']);
  const can = useCan()('games.configure');
  const list = useSportsbookFixtures();
  const [action, setAction] = useState<Action | null>(null);
  const match = (f: SportsbookFixture) => `${f.home} – ${f.away}`;
  const done = (key: string, f: SportsbookFixture, score?: SportsbookScore) => {
    toast({
      title: t(key, { match: match(f), score: score ? `${score.homeScore}–${score.awayScore}` : '' }),
      tone: 'success',
    });
    list.reload();
  };
  const actionButton = (f: SportsbookFixture, kind: Action['kind']) => (
    <Button
      size="sm"
      variant={kind === 'void' ? 'ghost' : 'secondary'}
      onClick={() => setAction({ kind, fixture: f })}
      aria-label={`${t(kind)}: ${match(f)} #${f.id}`}
    >
      {t(kind)}
    </Button>
  );
  const columns: Column<SportsbookFixture>[] = [
    {
      key: 'match',
      header: t('match'),
      render: (f) => (
        <span>
          <strong>{match(f)}</strong> <span className="console-muted">#{f.id}</span>
        </span>
      ),
    },
    { key: 'sport', header: t('sport'), render: (f) => f.sport },
    {
      key: 'status',
      header: t('status'),
      render: (f) => (
        <span className="console-row" data-testid={`fixture-status-${f.id}`}>
          <Badge tone={TONE[f.status]}>{t(`status_${f.status}`)}</Badge>
          {f.corrections > 0 && <span className="console-muted">{t('corrected', { count: f.corrections })}</span>}
        </span>
      ),
    },
    {
      key: 'score',
      header: t('score'),
      render: (f) => (
        <span data-testid={`fixture-score-${f.id}`}>
          {f.status === 'UPCOMING' ? '—' : `${f.homeScore}–${f.awayScore}`}
        </span>
      ),
    },
    { key: 'starts', header: t('starts'), render: (f) => formatDateTime(f.startsAt) },
    { key: 'progress', header: t('progress'), render: (f) => `${Math.round((f.tick * 100) / f.ticks)}%` },
    ...(can
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (f: SportsbookFixture) => (
              <span className="console-row">
                {(f.status === 'UPCOMING' || f.status === 'LIVE') && actionButton(f, 'finish')}
                {f.status === 'FINISHED' && actionButton(f, 'correct')}
                {f.status !== 'VOID' && actionButton(f, 'void')}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page title={t('title')} testId="sportsbook-page">
      <p className="console-muted">{t('intro')}</p>
      <div className="console-row">
        <Button variant="secondary" onClick={list.reload} loading={list.loading}>
          {t('refresh')}
        </Button>
      </div>
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(f) => String(f.id)}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
        testId="fixtures-table"
      />
      {action && action.kind !== 'void' && (
        <ScoreDialog
          fixture={action.fixture}
          title={t(`${action.kind}_title`, { match: match(action.fixture) })}
          action={t(action.kind)}
          onClose={() => setAction(null)}
          onSubmit={async (score) => {
            const f = action.fixture;
            if (action.kind === 'finish') await finishSportsbookFixture(f.id, score);
            else await correctSportsbookFixture(f.id, score);
            done(action.kind === 'finish' ? 'finished_ok' : 'corrected_ok', f, score);
          }}
        />
      )}
      <ReasonDialog
        open={action?.kind === 'void'}
        title={action ? t('void_title', { match: match(action.fixture) }) : ''}
        action={t('void')}
        onClose={() => setAction(null)}
        onSubmit={async (reason) => {
          const f = action!.fixture;
          await voidSportsbookFixture(f.id, reason);
          done('voided_ok', f);
        }}
      />
    </Page>
  );
}
