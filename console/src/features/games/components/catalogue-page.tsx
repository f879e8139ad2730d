import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type CatalogueQuery, type OpsGame } from 'shared-contracts';
import { Badge, Button, Page, Select, TextField, type Column } from 'shared-ui';
import { PagedTable } from '../../../components/paged-table';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { useCatalogue } from '../api/list-catalogue';
import { useVendors } from '../api/list-vendors';
import { NS } from '../i18n';
import { GameDialog } from './game-dialog';
import { GamesTabs } from './games-tabs';

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 20;

/** `value` once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const flag = (v: string): boolean | undefined => (v === '' ? undefined : v === 'true');

/**
 * /console/games/catalogue: the shared catalogue (about 10,000 games) for the brand chosen in the header, searched by
 * name (debounced) and filtered on the server, paged (cards on a phone); each game editable (games.configure).
 */
export function CataloguePage() {
  const { t } = useTranslation([NS, CONSOLE, 'common']);
  const { oneMerchant: merchant } = useOperator();
  const can = useCan()('games.configure');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState({ category: '', vendor: '', hot: '', hidden: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OpsGame | null>(null);
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => setPage(1), [q, filters]);
  const query: CatalogueQuery = {
    merchant,
    page,
    size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(filters.category ? { category: filters.category as CatalogueQuery['category'] } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    hot: flag(filters.hot),
    hidden: flag(filters.hidden),
  };
  const list = useCatalogue(query);
  const vendors = useVendors(merchant);
  const vendorCodes = [...new Map((vendors.data?.list ?? []).map((v) => [v.code, v.displayName])).entries()].sort();
  const set = (key: keyof typeof filters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  const columns: Column<OpsGame>[] = [
    {
      key: 'icon',
      header: t('col_icon'),
      render: (g) => <img className="games-icon-thumb" src={g.iconUrl} alt="" width={40} height={40} loading="lazy" />,
    },
    {
      key: 'game',
      header: t('col_game'),
      render: (g) => (
        <span className="games-name">
          <strong>{g.displayName ?? g.name}</strong>{' '}
          <span className="console-muted">
            {g.vendor} · {g.gameCode}
          </span>
          {g.displayName && (
            <span className="console-muted games-catalogue-name">{t('catalogue_name', { name: g.name })}</span>
          )}
        </span>
      ),
    },
    { key: 'category', header: t('category'), render: (g) => t(`common:cat_${g.category}`) },
    {
      key: 'state',
      header: t('state'),
      render: (g) => (
        <span className="console-row" data-testid={`game-state-${g.id}`}>
          {g.hot && <Badge tone="primary">{t('hot')}</Badge>}
          {g.hidden && <Badge tone="danger">{t('hidden')}</Badge>}
          {!g.listed && <Badge tone="neutral">{t('vendor_off')}</Badge>}
          {g.iconUploaded && <Badge tone="success">{t('own_icon')}</Badge>}
        </span>
      ),
    },
    { key: 'order', header: t('order'), render: (g) => g.sort, align: 'end' },
    ...(can
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (g: OpsGame) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(g)}
                aria-label={t('edit_named', { name: g.displayName ?? g.name })}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const anyOption = { value: '', label: t('any') };
  return (
    <Page title={t('catalogue_title')} testId="catalogue-page">
      <GamesTabs />
      <p className="console-muted">{t('catalogue_intro', { code: merchant })}</p>
      <div className="console-filters">
        <TextField
          label={t('search')}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          maxLength={64}
        />
        <Select
          label={t('category')}
          value={filters.category}
          onChange={set('category')}
          options={[
            { value: '', label: t('all_categories') },
            ...GAME_CATEGORIES.map((c) => ({ value: c, label: t(`common:cat_${c}`) })),
          ]}
        />
        <Select
          label={t('vendor')}
          value={filters.vendor}
          onChange={set('vendor')}
          options={[
            { value: '', label: t('all_vendors') },
            ...vendorCodes.map(([code, name]) => ({ value: code, label: `${name} (${code})` })),
          ]}
        />
        <Select
          label={t('hot')}
          value={filters.hot}
          onChange={set('hot')}
          options={[anyOption, { value: 'true', label: t('hot_only') }, { value: 'false', label: t('not_hot') }]}
        />
        <Select
          label={t('visibility')}
          value={filters.hidden}
          onChange={set('hidden')}
          options={[anyOption, { value: 'false', label: t('shown_only') }, { value: 'true', label: t('hidden_only') }]}
        />
      </div>
      <p className="console-muted" aria-live="polite" data-testid="catalogue-count">
        {list.data ? t('found', { count: list.data.total, total: list.data.total.toLocaleString() }) : '\u00a0'}
      </p>
      <PagedTable
        state={list}
        columns={columns}
        rowKey={(g) => g.id}
        caption={t('catalogue_title')}
        empty={t('catalogue_empty')}
        page={page}
        onPage={setPage}
        testId="catalogue-table"
      />
      {editing && merchant && (
        <GameDialog merchant={merchant} game={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      )}
    </Page>
  );
}
