import { Landmark, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from 'shared-contracts';
import { Button, Dialog, FormStatus, IconButton, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { apiErrorText } from '../../../components/money/api-error-text';
import { deleteBankAccount } from '../api/delete-bank-account';
import { AddBankAccountForm } from './add-bank-account-form';

/** The member's bound accounts (numbers masked) with delete, and the form to bind another up to the maximum. */
export function BankAccountsCard({
  accounts,
  max,
  onChanged,
}: {
  accounts: readonly BankAccount[];
  max: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NS);
  const [doomed, setDoomed] = useState<BankAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    setProblem(null);
    try {
      await deleteBankAccount(doomed.id);
      setDoomed(null);
      toast({ title: t('wd_account_deleted'), tone: 'success' });
      onChanged();
    } catch (e) {
      setProblem(apiErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const names = (a: BankAccount) => ({ bank: a.bankName, number: a.accountNumber });
  return (
    <section className="ui-card member-card" aria-labelledby="wd-accounts-title" data-testid="bank-accounts">
      <h3 id="wd-accounts-title" className="member-card-title">
        <Landmark aria-hidden />
        {t('wd_accounts')}
      </h3>
      {accounts.length === 0 ? (
        <p className="member-intro">{t('wd_accounts_none')}</p>
      ) : (
        <>
          <p className="member-intro">{t('wd_accounts_count', { count: accounts.length, max })}</p>
          <ul className="money-accounts">
            {accounts.map((a) => (
              <li key={a.id} className="money-account" data-testid="bank-account">
                <Landmark aria-hidden />
                <span className="money-account-text">
                  <strong>
                    {a.bankName} {a.accountNumber}
                  </strong>
                  <span className="money-account-sub">{a.payeeName}</span>
                </span>
                <IconButton
                  label={t('wd_account_delete', names(a))}
                  icon={<Trash2 aria-hidden />}
                  onClick={() => setDoomed(a)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {accounts.length >= max ? (
        <p className="member-intro">{t('wd_accounts_full', { max })}</p>
      ) : (
        <>
          <h4 className="money-subhead">{t('wd_add_account')}</h4>
          <AddBankAccountForm onAdded={onChanged} />
        </>
      )}
      <Dialog
        open={doomed !== null}
        onOpenChange={(o) => !o && !busy && setDoomed(null)}
        title={t('wd_account_delete_title')}
        size="sm"
        footer={
          <div className="money-actions">
            <Button onClick={() => setDoomed(null)} disabled={busy}>
              {t('wd_cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              {t('wd_delete')}
            </Button>
          </div>
        }
      >
        <p>{doomed && t('wd_account_delete_text', names(doomed))}</p>
        <FormStatus status={problem} />
      </Dialog>
    </section>
  );
}
