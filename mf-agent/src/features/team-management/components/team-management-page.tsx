import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts';
import { Amount, Badge, Button, DataTable, Pager, Tabs } from 'shared-ui';
import { AccountSearch } from '../../../components/account-search';
import { NS } from '../../../config/i18n';
import { useTeamMembers } from '../api/list-team-members';
import { MemberDetailsDialog, type TeamMember } from './member-details-dialog';
import '../i18n';

const PAGE_SIZE = 20;
type Scope = 'direct' | 'all';

/** downlineManagmentView (SPEC §2 team management): the team's members, direct or all levels, and their details. */
export function TeamManagementPage() {
  const { t } = useTranslation(NS);
  const [query, setQuery] = useState<{ account: string; scope: Scope; pageNo: number }>({
    account: '',
    scope: 'direct',
    pageNo: 1,
  });
  const [open, setOpen] = useState<TeamMember | null>(null);
  const members = useTeamMembers({
    scope: query.scope,
    pageNo: query.pageNo,
    pageSize: PAGE_SIZE,
    ...(query.account ? { account: query.account } : {}),
  });
  const data = members.data;
  return (
    <div className="agent-stack" data-testid="team-management">
      <section className="ui-card agent-toolbar">
        <AccountSearch value={query.account} onSearch={(account) => setQuery((q) => ({ ...q, account, pageNo: 1 }))} />
      </section>
      <Tabs
        label={t('tm_scope')}
        value={query.scope}
        onValueChange={(scope) => setQuery((q) => ({ ...q, scope: scope as Scope, pageNo: 1 }))}
        items={[
          { value: 'direct', label: t('tm_direct') },
          { value: 'all', label: t('tm_all') },
        ]}
      >
        <div className="agent-stack">
          <DataTable<TeamMember>
            caption={t('downlineManagmentView')}
            testId="members-table"
            rows={data?.list ?? []}
            rowKey={(m) => m.account}
            loading={members.loading}
            error={members.error ? t('tm_failed') : null}
            onRetry={members.reload}
            empty={t('tm_none')}
            emptyHint={t('tm_none_hint')}
            columns={[
              {
                key: 'member',
                header: t('tm_member'),
                render: (m) => (
                  <span className="agent-main">
                    <span className="agent-who">
                      {m.account}
                      {m.isAgent && <Badge tone="primary">{t('agent_badge')}</Badge>}
                    </span>
                    {m.nickname && <span className="agent-sub">{m.nickname}</span>}
                  </span>
                ),
              },
              { key: 'level', header: t('tm_level'), align: 'end', render: (m) => m.level },
              { key: 'upline', header: t('tm_upline'), render: (m) => m.upline },
              { key: 'team', header: t('tm_team_size'), align: 'end', render: (m) => m.teamSize },
              { key: 'balance', header: t('tm_balance'), align: 'end', render: (m) => <Amount value={m.balance} /> },
              {
                key: 'joined',
                header: t('tm_joined'),
                render: (m) => <time dateTime={m.joinedAt}>{formatDateTime(m.joinedAt)}</time>,
              },
              {
                key: 'actions',
                header: t('tm_actions'),
                render: (m) => (
                  <Button
                    size="sm"
                    icon={<Info aria-hidden />}
                    aria-label={`${t('tm_details')} ${m.account}`}
                    onClick={() => setOpen(m)}
                  >
                    {t('tm_details')}
                  </Button>
                ),
              },
            ]}
          />
          {data && (
            <Pager
              page={data.pageNo}
              pages={data.totalPages}
              onPage={(pageNo) => setQuery((q) => ({ ...q, pageNo }))}
            />
          )}
        </div>
      </Tabs>
      {open && <MemberDetailsDialog member={open} onClose={() => setOpen(null)} onChanged={members.reload} />}
    </div>
  );
}
