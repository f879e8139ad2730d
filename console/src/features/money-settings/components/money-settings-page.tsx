import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chargesFee, errorText, formatMoney, type FeeRule, type OpsDepositMethod } from 'shared-contracts';
import { Badge, Button, DataTable, ErrorPanel, Page, Skeleton, toast, type Column } from 'shared-ui';
import { NS as CONSOLE } from '../../../config/i18n';
import { useCan, useOperator } from '../../../lib/operator';
import { addDepositMethod } from '../api/add-deposit-method';
import { useWithdrawalRules } from '../api/get-withdrawal-rules';
import { useDepositMethods } from '../api/list-deposit-methods';
import { NS } from '../i18n';
import { MethodDialog } from './method-dialog';
import { WithdrawalRulesForm } from './withdrawal-rules-form';

/** A fee rule in a table cell: "1.5 % + 2,000.00 (at most 50,000.00)", or "None". */
const feeText = (r: FeeRule, none: string): string => {
  if (!chargesFee(r)) return none;
  const parts = [r.feeBps > 0 ? `${r.feeBps / 100} %` : null, r.feeFixed > 0 ? formatMoney(r.feeFixed) : null];
  const rule = parts.filter(Boolean).join(' + ');
  return r.feeMax === null ? rule : `${rule} (≤ ${formatMoney(r.feeMax)})`;
};

/** /console/money: the deposit methods and withdrawal rules of the brand chosen in the header. */
export function MoneySettingsPage() {
  const { t } = useTranslation([NS, CONSOLE]);
  const { oneMerchant: merchant } = useOperator();
  const canEdit = useCan()('merchants.configure');
  const methods = useDepositMethods(merchant);
  const rules = useWithdrawalRules(merchant);
  const [editing, setEditing] = useState<OpsDepositMethod | null>(null);
  const currency = methods.data?.currency ?? rules.data?.currency ?? '';
  const columns: Column<OpsDepositMethod>[] = [
    {
      key: 'method',
      header: t('method'),
      render: (m) => (
        <span>
          <strong>{m.name}</strong> <span className="console-muted">{m.code}</span>
        </span>
      ),
    },
    { key: 'kind', header: t('kind'), render: (m) => t(`kind_${m.kind}`) },
    {
      key: 'limits',
      header: t('limits'),
      render: (m) => `${formatMoney(m.minAmount)} – ${formatMoney(m.maxAmount)} ${currency}`,
    },
    { key: 'quick', header: t('quick'), render: (m) => m.presets.map(formatMoney).join(' · ') || '—' },
    { key: 'fee', header: t('fee_col'), render: (m) => feeText(m.fee, t('no_fee')) },
    {
      key: 'state',
      header: t('state'),
      render: (m) => (
        <span data-testid={`method-state-${m.code}`}>
          <Badge tone={m.enabled ? 'success' : 'neutral'}>{t(m.enabled ? 'on' : 'off')}</Badge>
        </span>
      ),
    },
    { key: 'order', header: t('order'), render: (m) => m.sort },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: t(`${CONSOLE}:actions`),
            render: (m: OpsDepositMethod) => (
              <Button size="sm" variant="secondary" onClick={() => setEditing(m)} aria-label={`${t('edit')} ${m.code}`}>
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const add = async (code: string, name: string) => {
    try {
      await addDepositMethod(merchant!, code);
      toast({ title: t('added_ok', { name }), tone: 'success' });
      methods.reload();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    }
  };
  let rulesBody;
  if (rules.error) rulesBody = <ErrorPanel message={errorText(t, rules.error)} onRetry={rules.reload} />;
  else if (!rules.data || !merchant) rulesBody = <Skeleton height={220} />;
  else
    rulesBody = (
      <WithdrawalRulesForm
        merchant={merchant}
        currency={rules.data.currency}
        rules={rules.data.rules}
        canEdit={canEdit}
        onSaved={rules.reload}
      />
    );
  return (
    <Page title={t('title')} testId="money-settings-page">
      <p className="console-muted">{t('intro', { code: merchant, currency })}</p>
      <section className="console-stack" aria-labelledby="money-methods">
        <h2 id="money-methods">{t('methods')}</h2>
        <DataTable
          caption={t('methods')}
          columns={columns}
          rows={methods.data?.list ?? []}
          rowKey={(m) => m.code}
          loading={methods.loading}
          error={methods.error ? errorText(t, methods.error) : null}
          onRetry={methods.reload}
          empty={t('methods_empty')}
          testId="deposit-methods-table"
        />
        {canEdit && (methods.data?.missing.length ?? 0) > 0 && (
          <div className="console-row">
            {methods.data!.missing.map((m) => (
              <Button key={m.code} size="sm" variant="secondary" onClick={() => void add(m.code, m.name)}>
                {t('add_method', { name: m.name })}
              </Button>
            ))}
          </div>
        )}
      </section>
      <section className="console-stack" aria-labelledby="money-rules">
        <h2 id="money-rules">{t('rules')}</h2>
        {rulesBody}
      </section>
      {editing && merchant && (
        <MethodDialog
          merchant={merchant}
          method={editing}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={methods.reload}
        />
      )}
    </Page>
  );
}
