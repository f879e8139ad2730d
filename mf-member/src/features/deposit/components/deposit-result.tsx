import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, type Deposit } from 'shared-contracts';
import { Amount, Button, ErrorPanel, Skeleton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';
import { useDeposit } from '../api/get-deposit';

/** How often a pending online deposit is asked for again (the provider's callback usually lands at once). */
export const POLL_MS = 2_000;

/** The title and explanation of a deposit in its status. */
function texts(d: Deposit): { title: string; body: string } {
  if (d.status === 'PENDING')
    return d.kind === 'GATEWAY'
      ? { title: 'dep_pending_gateway_title', body: 'dep_pending_gateway' }
      : { title: 'dep_pending_bank_title', body: 'dep_pending_bank' };
  if (d.status === 'CREDITED') return { title: 'dep_credited_title', body: 'dep_credited' };
  if (d.status === 'EXPIRED') return { title: 'dep_expired_title', body: 'dep_reason_expired' };
  if (d.status === 'REJECTED') return { title: 'dep_rejected_title', body: 'dep_reason_rejected' };
  return { title: 'dep_failed_title', body: 'dep_reason_declined' };
}

/** One deposit's outcome as a panel: a spinner while pending, then success or failure. */
export function DepositOutcome({ deposit, onAgain }: { deposit: Deposit; onAgain: () => void }) {
  const { t } = useTranslation(NS);
  const { title, body } = texts(deposit);
  const pending = deposit.status === 'PENDING';
  const ok = deposit.status === 'CREDITED';
  return (
    <div
      className={`money-result${ok ? ' is-ok' : pending ? '' : ' is-bad'}`}
      role="status"
      data-testid="deposit-result"
      data-status={deposit.status}
    >
      {pending ? (
        <span className="ui-spinner" aria-hidden />
      ) : ok ? (
        <CircleCheck aria-hidden className="money-result-icon" />
      ) : (
        <CircleX aria-hidden className="money-result-icon" />
      )}
      <h3 className="money-result-title">{t(title)}</h3>
      <Amount className="money-result-amount" value={deposit.amount} currency={deposit.currency} />
      <p className="member-intro">{t('dep_reference', { id: deposit.id })}</p>
      <p>{t(body, { reason: deposit.reason ?? '' })}</p>
      {/* A pending online payment settles in moments: no way out of the spinner until then. */}
      {!(pending && deposit.kind === 'GATEWAY') && (
        <Button variant={ok || pending ? 'secondary' : 'primary'} onClick={onAgain}>
          {ok || pending ? t('dep_new') : t('dep_try_again')}
        </Button>
      )}
    </div>
  );
}

/**
 * The deposit the payment provider sent the player back to (`?deposit=<id>`): asked again every
 * POLL_MS while an online payment is pending; once credited the header's balance is refreshed.
 */
export function DepositResult({ id, onAgain, onSettled }: { id: number; onAgain: () => void; onSettled: () => void }) {
  const { t } = useTranslation(NS);
  const { data, error, reload } = useDeposit(id);
  const status = data?.status;
  const polling = status === 'PENDING' && data?.kind === 'GATEWAY';
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, data, reload]);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!status || status === 'PENDING' || announced.current === status) return;
    announced.current = status;
    if (status === 'CREDITED') bus.emit('balance:changed', {});
    onSettled();
  }, [status, onSettled]);
  return (
    <section className="ui-card member-card" aria-label={t('dep_reference', { id })}>
      {error ? (
        <ErrorPanel message={t('dep_result_failed')} onRetry={reload} />
      ) : data ? (
        <DepositOutcome deposit={data} onAgain={onAgain} />
      ) : (
        <Skeleton height={160} radius={8} />
      )}
    </section>
  );
}
