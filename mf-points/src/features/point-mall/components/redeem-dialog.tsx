import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from 'shared-contracts';
import { MAX_REDEEM_QUANTITY, type PointsItem } from 'shared-contracts/engagement';
import { Button, Dialog, SubmitButton, TextField, toast, useRequestId } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { redeemPoints } from '../api/redeem-points';
import { FundPasswordFields, useFundPasswordForm } from './fund-password-fields';
import { formatPoints } from './points-format';
import '../i18n';

/** A whole quantity from 1 to the most one redemption may take, or null. */
const quantityOf = (text: string): number | null => {
  const n = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= 1 && n <= MAX_REDEEM_QUANTITY ? n : null;
};

/**
 * Redeems an item: the quantity (its total in points and what is left after), the fund password. One request id per
 * intended redemption, kept until it succeeds or is refused, so a retry after a lost answer replays it.
 */
export function RedeemDialog({
  item,
  lang,
  balance,
  navigate,
  onClose,
  onDone,
}: {
  item: PointsItem;
  lang: 'EN' | 'TY';
  balance: number;
  navigate: (to: string) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const [quantity, setQuantity] = useState('1');
  const form = useFundPasswordForm();
  const { fundPassword } = form;
  const [errors, setErrors] = useState<{ quantity?: string; fundPassword?: string }>({});
  const requestIds = useRequestId<number>();
  const q = quantityOf(quantity);
  const total = q === null ? null : q * item.cost;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.setStatus(null);
    const found = {
      ...(q === null
        ? { quantity: t('redeem_quantity_invalid', { max: Math.min(MAX_REDEEM_QUANTITY, item.stock) }) }
        : {}),
      ...(!fundPassword ? { fundPassword: t('common:err_input_empty') } : {}),
    };
    setErrors(found);
    if (q === null || !fundPassword) return;
    form.setBusy(true);
    try {
      const done = await redeemPoints({
        itemId: item.id,
        quantity: q,
        fundPassword,
        requestId: requestIds.for(q),
        lang,
      });
      requestIds.forget();
      toast({ tone: 'success', title: t('redeem_done', { quantity: q, name: done.redemption.itemName }) });
      bus.emit('points:changed', { balance: done.balance });
      onDone();
    } catch (err) {
      requestIds.failed(err);
      form.fail(err);
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('redeem_title', { name: item.name })}
      size="sm"
      testId="redeem-dialog"
    >
      <form className="pts-form" noValidate onSubmit={submit}>
        <TextField
          label={t('redeem_quantity')}
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          error={errors.quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
        <dl className="pts-facts">
          <dt>{t('redeem_total')}</dt>
          <dd data-testid="redeem-total">
            {total === null ? '—' : t('points_value', { points: formatPoints(total) })}
          </dd>
          <dt>{t('redeem_after')}</dt>
          <dd>{total === null ? '—' : formatPoints(balance - total)}</dd>
        </dl>
        {total !== null && total > balance && (
          <p className="pts-warning" role="status">
            {t('redeem_short', { points: formatPoints(total - balance) })}
          </p>
        )}
        <FundPasswordFields form={form} error={errors.fundPassword} navigate={navigate} />
        <SubmitButton busy={form.busy}>{t('redeem_submit')}</SubmitButton>
        <Button variant="ghost" block onClick={onClose}>
          {t('cancel')}
        </Button>
      </form>
    </Dialog>
  );
}
