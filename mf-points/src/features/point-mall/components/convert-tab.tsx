import { Repeat } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatMoney } from 'shared-contracts';
import { pointsToMoney, type PointsConfig } from 'shared-contracts/engagement';
import { Amount, SubmitButton, TextField, toast, useRequestId } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { convertPoints } from '../api/convert-points';
import { FundPasswordFields, useFundPasswordForm } from './fund-password-fields';
import { formatPoints } from './points-format';
import '../i18n';

/** Whole points typed ("1,200" allowed), or null. */
const pointsOf = (text: string): number | null => {
  const plain = text.trim().replace(/,/g, '');
  return /^\d{1,10}$/.test(plain) ? Number(plain) : null;
};

/**
 * Convert: points into the main wallet at the exchange ratio, with a preview of the money and the fund password. One
 * request id per intended conversion, kept until it succeeds or is refused (a retry after a lost answer replays).
 */
export function ConvertTab({
  config,
  balance,
  navigate,
  onConverted,
}: {
  config: PointsConfig;
  balance: number;
  navigate: (to: string) => void;
  onConverted: () => void;
}) {
  const { t } = useTranslation(NS);
  const [points, setPoints] = useState('');
  const form = useFundPasswordForm();
  const { fundPassword } = form;
  const [errors, setErrors] = useState<{ points?: string; fundPassword?: string }>({});
  const requestIds = useRequestId<number>();
  const n = pointsOf(points);
  const valid = n !== null && n >= config.minConvert && n <= balance;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.setStatus(null);
    setErrors({
      ...(!valid ? { points: t('convert_points_invalid', { min: formatPoints(config.minConvert) }) } : {}),
      ...(!fundPassword ? { fundPassword: t('common:err_input_empty') } : {}),
    });
    if (!valid || n === null || !fundPassword) return;
    form.setBusy(true);
    try {
      const done = await convertPoints({ points: n, fundPassword, requestId: requestIds.for(n) });
      requestIds.forget();
      setPoints('');
      form.setFundPassword('');
      toast({
        tone: 'success',
        title: t('convert_done', {
          points: formatPoints(done.points),
          amount: `${config.currency} ${formatMoney(done.amount)}`,
        }),
      });
      bus.emit('points:changed', { balance: done.pointsBalance });
      bus.emit('balance:changed', { balance: done.balance });
      onConverted();
    } catch (err) {
      requestIds.failed(err);
      form.fail(err);
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <section className="ui-card pts-convert" aria-labelledby="pts-convert-title">
      <h3 id="pts-convert-title" className="pts-card-title">
        <Repeat aria-hidden />
        {t('convert_title')}
      </h3>
      <form className="pts-form" noValidate onSubmit={submit} data-testid="convert-form">
        <TextField
          label={t('convert_points')}
          inputMode="numeric"
          autoComplete="off"
          value={points}
          error={errors.points}
          hint={t('convert_hint', { min: formatPoints(config.minConvert), points: formatPoints(balance) })}
          onChange={(e) => setPoints(e.target.value)}
        />
        <dl className="pts-facts">
          <dt>{t('convert_preview')}</dt>
          <dd data-testid="convert-preview">
            <Amount value={n === null ? 0 : pointsToMoney(n, config.pointValue)} currency={config.currency} />
          </dd>
        </dl>
        <FundPasswordFields form={form} error={errors.fundPassword} navigate={navigate} />
        <SubmitButton busy={form.busy}>{t('convert_submit')}</SubmitButton>
      </form>
    </section>
  );
}
