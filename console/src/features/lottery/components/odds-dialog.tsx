import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, formatMoney, lotteryOpsApi, parseMoney } from 'shared-contracts';
import { Dialog, FormStatus, toast } from 'shared-ui';
import * as yup from 'yup';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { setLotteryOdds } from '../api/set-lottery-odds';
import { NS } from '../i18n';

/** Edits one bet type's odds (typed as the multiple of the stake, stored in hundredths) and its liability cap. */
export function OddsDialog({
  merchant,
  currency,
  table,
  row,
  tableName,
  onClose,
  onSaved,
}: {
  merchant: string;
  currency: string;
  table: lotteryOpsApi.LotteryOddsTable;
  row: lotteryOpsApi.LotteryOddsRow;
  tableName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(NS);
  const within = (max: number) => (v: string | undefined) => {
    const n = parseMoney(v ?? '');
    return n !== null && n > 0 && n <= max;
  };
  const schema = yup.object({
    odds: yup.string().test('odds', t('odds_invalid'), within(lotteryOpsApi.LOTTERY_ODDS_MAX)),
    cap: yup.string().test('cap', t('cap_invalid'), within(lotteryOpsApi.LOTTERY_CAP_MAX)),
  });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('edit_title', { betType: row.betType, table: tableName })}
      size="sm"
      testId="odds-dialog"
    >
      <Formik
        initialValues={{ odds: formatMoney(row.odds), cap: formatMoney(row.liabilityCap) }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          try {
            await setLotteryOdds(merchant, {
              prizeMode: table.prizeMode as lotteryOpsApi.LotteryOddsChange['prizeMode'],
              structure: table.structure as lotteryOpsApi.LotteryOddsChange['structure'],
              betType: row.betType as lotteryOpsApi.LotteryOddsChange['betType'],
              odds: parseMoney(v.odds)!,
              liabilityCap: parseMoney(v.cap)!,
            });
            toast({ title: t('saved', { betType: row.betType }), tone: 'success' });
            onSaved();
            onClose();
          } catch (e) {
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            <FormTextField name="odds" label={t('odds_field')} hint={t('odds_hint')} inputMode="decimal" autoFocus />
            <FormTextField
              name="cap"
              label={t('cap_field', { currency })}
              hint={t('cap_hint', { currency })}
              inputMode="decimal"
            />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('save')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
