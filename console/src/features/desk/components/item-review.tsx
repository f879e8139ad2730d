import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, formatMoney, parseMoney, type DeskItem } from 'shared-contracts';
import { Button, Dialog, toast } from 'shared-ui';
import { decideItem, type DeskDecision } from '../api/decide-desk-item';
import { receiptUrl } from '../api/receipt-url';
import { NS } from '../i18n';
import { DecisionForm, type FormMode } from './decision-form';
import { WithdrawalSignalsPanel } from './withdrawal-signals';

/** A deposit's or withdrawal's fee line ("… asked · fee … · the bank is paid …"), or null when none was charged. */
function FeeLine({ item, withdrawal }: { item: DeskItem; withdrawal: boolean }) {
  const { t } = useTranslation(NS);
  const amount = parseMoney(item.amount ?? '');
  const fee = parseMoney(item.fee ?? '');
  if (amount === null || fee === null || fee === 0) return null;
  const text = t(withdrawal ? 'fee_net_withdrawal' : 'fee_net_deposit', {
    currency: item.currency ?? '',
    amount: formatMoney(amount),
    fee: formatMoney(fee),
    net: formatMoney(amount - fee),
  });
  return <p data-testid="desk-fee">{text}</p>;
}

/** One inbox item: what a reviewer needs beside it (a withdrawal's signals and linked accounts) and the decisions. */
export function ItemReview({
  item,
  canDecide,
  onClose,
  onDecided,
}: {
  item: DeskItem;
  canDecide: boolean;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation(NS);
  const [mode, setMode] = useState<FormMode | null>(null);
  const [busy, setBusy] = useState(false);
  const withdrawal = item.kind === 'withdrawal' || item.kind === 'dispute';
  const decide = async (d: DeskDecision) => {
    const answer = (await decideItem(item, d)) as { awaitingSecondApproval?: boolean } | null;
    toast({ title: answer?.awaitingSecondApproval ? t('awaiting_second') : t('done'), tone: 'success' });
    onDecided();
  };
  const approve = async () => {
    setBusy(true);
    try {
      await decide({ action: 'approve' });
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const modes: FormMode[] =
    item.kind === 'dispute' ? ['received', 'returned'] : withdrawal ? ['reject', 'hold', 'escalate'] : ['reject'];
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('review_title', { kind: t(`kind_${item.kind}`), id: item.id, member: item.member ?? '—' })}
      size="lg"
      testId="desk-review"
    >
      <div className="console-stack">
        {item.firstApprovedBy && <p role="status">{t('first_approved', { username: item.firstApprovedBy })}</p>}
        <FeeLine item={item} withdrawal={withdrawal} />
        {withdrawal && <WithdrawalSignalsPanel item={item} />}
        {item.kind === 'deposit' && (
          <figure className="console-receipt">
            <img src={receiptUrl(item)} alt={t('receipt')} />
            <figcaption>{t('receipt')}</figcaption>
          </figure>
        )}
        {canDecide &&
          (mode ? (
            <DecisionForm mode={mode} withdrawal={withdrawal} onCancel={() => setMode(null)} onSubmit={decide} />
          ) : (
            <div className="console-toolbar">
              {item.kind !== 'dispute' && (
                <Button variant="primary" loading={busy} onClick={() => void approve()} data-testid="desk-approve">
                  {t('approve')}
                </Button>
              )}
              {modes.map((m) => (
                <Button key={m} variant={m === 'reject' ? 'danger' : 'secondary'} onClick={() => setMode(m)}>
                  {t(m)}
                </Button>
              ))}
            </div>
          ))}
      </div>
    </Dialog>
  );
}
