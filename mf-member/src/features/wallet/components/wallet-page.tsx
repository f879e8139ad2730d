import { ArrowLeftRight, Info, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getPermissionConfig } from 'shared-contracts';
import { Amount, DataTable, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useBalance } from '../api/get-balance';
import { TransferForm } from './transfer-form';
import '../i18n';

interface VendorWallet {
  vassalage: string;
  balance: number;
}

/** transferFund (SPEC §2 member centre "wallet"): balances, and in transfer mode moves to and from vendor wallets. */
export function WalletPage() {
  const { t } = useTranslation(NS);
  const { data, loading, error, reload } = useBalance();
  const single = getPermissionConfig()?.merchantWallet.isSingle ?? true;
  if (error) return <ErrorPanel message={t('balance_failed')} onRetry={reload} />;
  return (
    <div className="member-stack" data-testid="wallet" aria-busy={loading}>
      <section className="ui-card member-card" aria-labelledby="main-wallet-title">
        <h3 id="main-wallet-title" className="member-card-title">
          <Wallet aria-hidden />
          {t('main_wallet')}
        </h3>
        {data ? (
          <p className="member-balance">
            <Amount
              className="member-balance-amount"
              value={data.balance}
              currency={data.currency}
              testId="main-balance"
            />
          </p>
        ) : (
          <Skeleton width={200} height={36} />
        )}
        {single && (
          <p className="member-note">
            <Info aria-hidden />
            {t('single_wallet')}
          </p>
        )}
      </section>
      {!single && (
        <>
          <section className="ui-card member-card" aria-labelledby="wallets-title">
            <h3 id="wallets-title" className="member-card-title">
              {t('wallets_title')}
            </h3>
            <DataTable<VendorWallet>
              caption={t('wallets_title')}
              testId="vendor-wallets"
              rows={data?.wallets ?? []}
              rowKey={(w) => w.vassalage}
              loading={loading}
              empty={t('wallets_none')}
              columns={[
                { key: 'vendor', header: t('transfer_vendor'), render: (w) => w.vassalage },
                { key: 'balance', header: t('balance'), align: 'end', render: (w) => <Amount value={w.balance} /> },
              ]}
            />
          </section>
          <section className="ui-card member-card" aria-labelledby="transfer-title">
            <h3 id="transfer-title" className="member-card-title">
              <ArrowLeftRight aria-hidden />
              {t('transfer_title')}
            </h3>
            <TransferForm
              vendors={(data?.wallets ?? []).map((w) => w.vassalage)}
              currency={data?.currency}
              onDone={reload}
            />
          </section>
        </>
      )}
    </div>
  );
}
