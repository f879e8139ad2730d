import { useTranslation } from 'react-i18next';
import { errorText, formatDateTime, type OperatorSessionRow } from 'shared-contracts';
import { Badge, Button, DataTable, Page, toast, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { useMySessions } from '../api/list-sessions';
import { revokeSession } from '../api/revoke-session';
import { NS } from '../i18n';
import { PasskeysSection } from './passkeys-section';
import { TokensSection } from './tokens-section';

/** The operator's own sessions, each revocable (ending this browser's signs it out). */
export function AccountPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { signOut } = useOperator();
  const list = useMySessions();
  const revoke = async (s: OperatorSessionRow) => {
    if (s.current) return signOut();
    try {
      await revokeSession(s.id);
      toast({ title: t('revoked'), tone: 'success' });
      list.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    }
  };
  const columns: Column<OperatorSessionRow>[] = [
    {
      key: 'started',
      header: t('started'),
      render: (s) => (
        <>
          {formatDateTime(s.createdAt)} {s.current && <Badge tone="primary">{t('this_one')}</Badge>}
        </>
      ),
    },
    { key: 'seen', header: t('last_seen'), render: (s) => formatDateTime(s.lastSeenAt) },
    { key: 'expires', header: t('expires'), render: (s) => formatDateTime(s.expiresAt) },
    { key: 'ip', header: t('address'), render: (s) => s.ip },
    { key: 'ua', header: t('browser'), render: (s) => s.userAgent },
    {
      key: 'revoke',
      header: t(`${CONSOLE}:actions`),
      render: (s) => (
        <Button size="sm" variant="danger" onClick={() => void revoke(s)}>
          {t('revoke')}
        </Button>
      ),
    },
  ];
  return (
    <Page title={t('title')} testId="account-page">
      <h2>{t('sessions')}</h2>
      <p className="console-muted">{t('sessions_intro')}</p>
      <DataTable
        caption={t('sessions')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(s) => s.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
      />
      <PasskeysSection />
      <TokensSection />
    </Page>
  );
}
