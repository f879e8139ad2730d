import { FormActions } from '../../../components/form-actions';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, parseMoney, type playersOpsApi } from 'shared-contracts';
import { Dialog, FormStatus, Select } from 'shared-ui';
import * as yup from 'yup';
import { FormTextField } from '../../../components/form-fields';
import { NS as CONSOLE } from '../../../config/i18n';
import { lowerPlayerLimit } from '../api/lower-player-limit';
import { messagePlayer } from '../api/message-player';
import { NS } from '../i18n';

interface DialogProps {
  open: boolean;
  player: playersOpsApi.PlayerProfile;
  merchant: string | undefined;
  onClose: () => void;
  onDone: () => void;
}

const PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

/** Lowers one of the player's deposit limits to a new amount, with a reason (never raises: the server refuses). */
export function LimitDialog({ open, player, merchant, onClose, onDone }: DialogProps) {
  const { t } = useTranslation([NS, CONSOLE]);
  const schema = yup.object({
    value: yup
      .string()
      .required(t('common:err_validation'))
      .test('money', t('common:err_invalid_input'), (v) => (parseMoney(v ?? '') ?? 0) > 0),
    reason: yup
      .string()
      .trim()
      .max(500)
      .required(t(`${CONSOLE}:reason_required`)),
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={`${t('action_limit')} · ${player.username}`}>
      <Formik
        initialValues={{ kind: 'DAILY' as (typeof PERIODS)[number], value: '', reason: '' }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          try {
            await lowerPlayerLimit(player.id, merchant, {
              kind: v.kind,
              value: parseMoney(v.value)!,
              reason: v.reason.trim(),
            });
            onDone();
            onClose();
          } catch (e) {
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status, values, setFieldValue }) => (
          <Form className="console-stack" noValidate>
            <Select
              label={t('limit_period')}
              value={values.kind}
              onChange={(e) => void setFieldValue('kind', e.target.value)}
              options={PERIODS.map((p) => ({ value: p, label: t(`limit_${p}`) }))}
            />
            <FormTextField name="value" label={t('limit_value')} hint={t('limit_hint')} inputMode="decimal" />
            <FormTextField name="reason" label={t(`${CONSOLE}:reason`)} />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('action_limit')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

/** A platform message to the player: a title and the text (the server sanitises it). */
export function MessageDialog({ open, player, merchant, onClose, onDone }: DialogProps) {
  const { t } = useTranslation([NS, CONSOLE]);
  const schema = yup.object({
    title: yup.string().trim().max(200).required(t('common:err_validation')),
    content: yup.string().trim().max(20_000).required(t('common:err_validation')),
  });
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={`${t('action_message')} · ${player.username}`}>
      <Formik
        initialValues={{ title: '', content: '' }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          try {
            await messagePlayer(player.id, merchant, { title: v.title.trim(), content: v.content.trim() });
            onDone();
            onClose();
          } catch (e) {
            helpers.setStatus(errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status }) => (
          <Form className="console-stack" noValidate>
            <FormTextField name="title" label={t('message_title')} />
            <FormTextField name="content" label={t('message_content')} />
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={t('send')} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
