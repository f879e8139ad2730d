import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from 'shared-contracts';
import { IconButton, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** The merchant's account a bank-transfer deposit is paid to, with a copy button for the number. */
export function BankDetails({ bank }: { bank: NonNullable<DepositMethod['bank']> }) {
  const { t } = useTranslation(NS);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(bank.accountNumber.replace(/\s/g, ''))
      .then(() => toast({ title: t('dep_copied'), tone: 'success' }));
  return (
    <>
      <p className="member-intro">{t('dep_bank_intro')}</p>
      <dl className="money-bank" data-testid="bank-details">
        <dt>{t('dep_bank_name')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('dep_bank_account_name')}</dt>
        <dd>{bank.accountName}</dd>
        <dt>{t('dep_bank_account_number')}</dt>
        <dd>
          <span>{bank.accountNumber}</span>
          {typeof navigator !== 'undefined' && navigator.clipboard && (
            <IconButton label={t('dep_copy')} icon={<Copy aria-hidden />} onClick={copy} />
          )}
        </dd>
      </dl>
    </>
  );
}
