import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatMoney, parseMoney } from 'shared-contracts';
import { FormStatus, PasswordField, SubmitButton, TextField, toast, useRequestId } from 'shared-ui';
import { agencyErrorText } from '../../../components/agency-error';
import { NS } from '../../../config/i18n';
import { transferToDownline } from '../api/transfer-to-downline';
import '../i18n';

/**
 * Transfer from the agent's main wallet to a team member's: the amount in major units (sent in minor units) and
 * the fund password. One request id per intended transfer, kept until it succeeds or is refused, so a retry after
 * a lost answer replays instead of moving the money twice (a different amount is a new transfer).
 */
export function TransferForm({ account, onDone }: { account: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; fundPassword?: string }>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestIds = useRequestId<number>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const minor = parseMoney(amount);
    const found = {
      ...(minor === null || minor <= 0 ? { amount: t('tr_amount_invalid') } : {}),
      ...(!fundPassword ? { fundPassword: t('common:err_input_empty') } : {}),
    };
    setErrors(found);
    if (minor === null || minor <= 0 || !fundPassword) return;
    setBusy(true);
    try {
      const done = await transferToDownline({
        account,
        amount: minor,
        fundPassword,
        requestId: requestIds.for(minor),
      });
      requestIds.forget();
      setAmount('');
      setFundPassword('');
      toast({ tone: 'success', title: t('tr_done', { amount: formatMoney(done.amount), account: done.account }) });
      bus.emit('balance:changed', { balance: done.balance });
      onDone();
    } catch (err) {
      requestIds.failed(err);
      setStatus(agencyErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="agent-section" aria-labelledby="tr-title">
      <h3 id="tr-title" className="agent-card-title">
        <Send aria-hidden />
        {t('tr_title')}
      </h3>
      <form className="agent-form" noValidate onSubmit={submit} data-testid="transfer-form">
        <TextField
          label={t('tr_amount')}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={errors.amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <PasswordField
          label={t('tr_fund_password')}
          inputMode="numeric"
          autoComplete="off"
          value={fundPassword}
          error={errors.fundPassword}
          onChange={(e) => setFundPassword(e.target.value)}
        />
        <FormStatus status={status} />
        <SubmitButton busy={busy}>{t('tr_submit')}</SubmitButton>
      </form>
    </section>
  );
}
