import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, type playersOpsApi } from 'shared-contracts';
import { Amount, Badge, Button, EmptyState, Page, TextField, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { usePlayerSearch } from '../api/search-players';
import { NS } from '../i18n';

/** Finds players by username, mobile, e-mail, member ID or IP; the query and page live in the address. */
export function PlayerSearch() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { merchant } = useOperator();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [draft, setDraft] = useState(q);
  const searching = q.trim().length >= 2;
  const list = usePlayerSearch({ merchant, q, page, pageSize: 20 }, searching);
  const columns: Column<playersOpsApi.PlayerRow>[] = [
    {
      key: 'username',
      header: t('username'),
      render: (p) => (
        <Link to={`${p.id}${merchant ? '' : `?merchant=${p.merchant}`}`} data-testid={`player-${p.username}`}>
          {p.username}
        </Link>
      ),
    },
    { key: 'id', header: 'ID', render: (p) => p.id },
    { key: 'merchant', header: t(`${CONSOLE}:merchant`), render: (p) => p.merchant },
    {
      key: 'state',
      header: t('state'),
      render: (p) => <Badge tone={p.state === 'active' ? 'success' : 'danger'}>{t(`state_${p.state}`)}</Badge>,
    },
    { key: 'balance', header: t('balance'), align: 'end', render: (p) => <Amount value={p.balance} /> },
    { key: 'vip', header: t('vip'), render: (p) => p.vipLevel ?? '—' },
    {
      key: 'registered',
      header: t('registered'),
      render: (p) => (p.registeredAt ? formatDateTime(p.registeredAt) : '—'),
    },
    { key: 'login', header: t('last_login'), render: (p) => (p.lastLoginAt ? formatDateTime(p.lastLoginAt) : '—') },
  ];
  return (
    <Page title={t('title')} testId="players-page">
      <form
        className="console-filters"
        role="search"
        aria-label={t('search_hint')}
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ q: draft.trim() });
        }}
      >
        <TextField label={t('search_label')} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="primary">
          {t(`${CONSOLE}:search`)}
        </Button>
      </form>
      {searching ? (
        <PagedTable
          state={list}
          columns={columns}
          rowKey={(p) => p.id}
          caption={t('title')}
          empty={t('empty')}
          page={page}
          onPage={(n) => setParams({ q, page: String(n) })}
          testId="players-table"
        />
      ) : (
        <EmptyState title={t('start_hint')} />
      )}
    </Page>
  );
}
