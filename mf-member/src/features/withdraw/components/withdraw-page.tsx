import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useWithdrawInfo } from '../api/get-withdraw-info';
import '../i18n';
import { BankAccountsCard } from './bank-accounts-card';
import { FundPasswordCard } from './fund-password-card';
import { MyWithdrawals } from './my-withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';

/**
 * withdraw (SPEC §2 member centre): the wallet and the rules (limits, turnover), the request form, the fund
 * password and bank accounts (first, until both are set up), and "My withdrawals".
 */
export function WithdrawPage() {
  const { t } = useTranslation(NS);
  const info = useWithdrawInfo();
  const [listKey, setListKey] = useState(0);
  const { reload } = info;
  const changed = useCallback(() => {
    reload();
    setListKey((k) => k + 1);
  }, [reload]);
  if (info.error && !info.data) return <ErrorPanel message={t('wd_failed')} onRetry={reload} />;
  const data = info.data;
  if (!data)
    return (
      <div className="member-stack" aria-busy="true">
        <Skeleton height={180} radius={8} />
        <Skeleton height={240} radius={8} />
      </div>
    );
  const ready = data.fundPasswordSet && data.accounts.length > 0;
  const fund = <FundPasswordCard set={data.fundPasswordSet} onSaved={reload} />;
  const accounts = <BankAccountsCard accounts={data.accounts} max={data.maxAccounts} onChanged={reload} />;
  return (
    <div className="member-stack" data-testid="withdraw" aria-busy={info.loading}>
      <WithdrawSummary info={data} />
      {ready ? (
        <WithdrawForm key={data.accounts.map((a) => a.id).join()} info={data} onDone={changed} />
      ) : (
        <>
          <p className="member-note" data-testid="withdraw-setup">
            {t('wd_setup_first')}
          </p>
          {fund}
          {accounts}
        </>
      )}
      {ready && accounts}
      {ready && fund}
      <MyWithdrawals reloadKey={listKey} autoMinutes={data.autoReceivedMinutes} />
    </div>
  );
}
