import { Landmark } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from 'shared-contracts';
import { EmptyState, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useDepositMethods } from '../api/get-deposit-methods';
import '../i18n';
import { BankTransferForm } from './bank-transfer-form';
import { DepositOutcome, DepositResult } from './deposit-result';
import { GatewayForm } from './gateway-form';
import { VERIFY_PAGE } from './kyc-prompt';
import { MethodCards } from './method-cards';
import { MyDeposits } from './my-deposits';

const DEPOSIT_PAGE = '/member?page=depositv2';

/**
 * depositv2 (SPEC §2 member centre): the merchant's methods as cards, the chosen method's form, and
 * "My deposits". `?deposit=<id>` (where the payment provider sends the player back) shows that deposit's
 * outcome instead of the form.
 */
export function DepositPage({ search, navigate }: { search: string; navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const returned = Number(new URLSearchParams(search).get('deposit')) || null;
  const methods = useDepositMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  const [listKey, setListKey] = useState(0);
  const refreshList = useCallback(() => setListKey((k) => k + 1), []);
  // Back to the form; a returned deposit's `?deposit=` leaves the URL (in the agent centre's panel there is none).
  const again = useCallback(() => {
    setSubmitted(null);
    if (returned) navigate(DEPOSIT_PAGE);
  }, [navigate, returned]);
  const list = useMemo(() => methods.data?.methods ?? [], [methods.data]);
  const currency = methods.data?.currency ?? '';
  const method = list.find((m) => m.code === chosen) ?? list[0];
  const names = useMemo(() => Object.fromEntries(list.map((m) => [m.code, m.name])), [list]);

  let body;
  if (returned) body = <DepositResult id={returned} onAgain={again} onSettled={refreshList} />;
  else if (submitted)
    body = (
      <section className="ui-card member-card" aria-label={t('dep_submitted_title')}>
        <DepositOutcome deposit={submitted} onAgain={again} />
      </section>
    );
  else if (methods.error) body = <ErrorPanel message={t('dep_methods_failed')} onRetry={methods.reload} />;
  else if (!methods.data) body = <Skeleton height={220} radius={8} />;
  else if (!method)
    body = <EmptyState title={t('dep_methods_none')} hint={t('dep_methods_none_hint')} icon={<Landmark />} />;
  else
    body = (
      <section className="ui-card member-card" aria-label={t('dep_methods')}>
        <MethodCards methods={list} currency={currency} selected={method.code} onSelect={setChosen} />
        {method.kind === 'GATEWAY' ? (
          <GatewayForm key={method.code} method={method} currency={currency} onVerify={() => navigate(VERIFY_PAGE)} />
        ) : (
          <BankTransferForm
            key={method.code}
            method={method}
            currency={currency}
            onVerify={() => navigate(VERIFY_PAGE)}
            onDone={(d) => {
              setSubmitted(d);
              refreshList();
            }}
          />
        )}
      </section>
    );
  return (
    <div className="member-stack" data-testid="deposit">
      {body}
      {/* Below the form once it is in: the form arriving never pushes the list down (CLS). */}
      {(methods.data || methods.error || returned) && <MyDeposits methodNames={names} reloadKey={listKey} />}
    </div>
  );
}
