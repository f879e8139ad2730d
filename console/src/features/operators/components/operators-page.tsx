import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type OperatorListRow } from 'shared-contracts';
import { Badge, Button, DataTable, Page, toast, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useOperator } from '../../../lib/operator';
import { useOperators } from '../api/list-operators';
import { resetOperatorTotp } from '../api/reset-operator-totp';
import { setOperatorDisabled } from '../api/set-operator-disabled';
import { NS } from '../i18n';
import { CreateOperatorDialog } from './create-operator-dialog';

/** Operator accounts of the admin's merchants: make one, disable or enable it, reset its authenticator. */
export function OperatorsPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { me } = useOperator();
  const list = useOperators();
  const [creating, setCreating] = useState(false);
  const run = async (change: () => Promise<unknown>) => {
    try {
      await change();
      toast({ title: t('changed'), tone: 'success' });
      list.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    }
  };
  const state = (o: OperatorListRow) => (o.disabled ? 'disabled' : o.locked ? 'locked' : 'active');
  const columns: Column<OperatorListRow>[] = [
    { key: 'username', header: t('username'), render: (o) => o.username },
    { key: 'role', header: t('role'), render: (o) => t(`${CONSOLE}:role_${o.role}`) },
    {
      key: 'merchants',
      header: t('merchants'),
      render: (o) => o.merchants.join(', ') || t(`${CONSOLE}:all_merchants`),
    },
    { key: 'totp', header: t('totp'), render: (o) => (o.totpEnrolled ? t('totp_on') : t('totp_off')) },
    {
      key: 'state',
      header: t('state'),
      render: (o) => <Badge tone={state(o) === 'active' ? 'success' : 'danger'}>{t(`state_${state(o)}`)}</Badge>,
    },
    {
      key: 'actions',
      header: t(`${CONSOLE}:actions`),
      render: (o) =>
        o.id === me.id ? null : (
          <div className="console-toolbar">
            <Button size="sm" onClick={() => void run(() => setOperatorDisabled(o.id, !o.disabled))}>
              {o.disabled ? t('enable') : t('disable')}
            </Button>
            <Button size="sm" onClick={() => void run(() => resetOperatorTotp(o.id))}>
              {t('reset_totp')}
            </Button>
          </div>
        ),
    },
  ];
  return (
    <Page
      title={t('title')}
      testId="operators-page"
      actions={
        <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      }
    >
      <DataTable
        caption={t('title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(o) => o.id}
        loading={list.loading}
        error={list.error ? errorText(t, list.error) : null}
        onRetry={list.reload}
        empty={t('empty')}
      />
      <CreateOperatorDialog open={creating} onClose={() => setCreating(false)} onCreated={list.reload} />
    </Page>
  );
}
