import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText, type Rollout } from 'shared-contracts';
import { Dialog, FormStatus, Select, toast } from 'shared-ui';
import * as yup from 'yup';
import { useReleases } from '../../../api/list-releases';
import { haltCanary } from '../../../api/halt-canary';
import { pinRelease } from '../../../api/pin-release';
import { promoteCanary } from '../../../api/promote-canary';
import { rollbackRelease } from '../../../api/rollback-release';
import { startCanary } from '../../../api/start-canary';
import { FormActions } from '../../../components/form-actions';
import { FormTextField } from '../../../components/form-fields';
import { NS } from '../i18n';
import { errorDetail, type RolloutAction } from './rollout-format';

interface Values {
  version: string;
  percent: string;
}

/** Parses the share field: a whole number 1–100, else null. */
export const parsePercent = (v: string): number | null => {
  const s = v.trim();
  if (!/^\d{1,3}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 100 ? n : null;
};

/**
 * The confirm dialog of one rollout verb: says what will happen ("LUCKY: mf_games goes back to 1.0.0"), asks for the
 * version (pin, canary) and the share (canary), shows the server's refusal, and tells the page to reload on success.
 */
export function RolloutDialog({
  action,
  rollout,
  merchant,
  onClose,
  onDone,
}: {
  action: RolloutAction | null;
  rollout: Rollout;
  merchant: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const picks = action === 'pin' || action === 'canary';
  const releases = useReleases(rollout.remote, picks);
  const { remote } = rollout;
  const stable = rollout.stable ?? t('unversioned_short');
  const versions = (releases.data?.list ?? []).map((r) => r.version).filter((v) => v !== rollout.stable);
  const schema = yup.object({
    version: picks ? yup.string().required(t('version_required')) : yup.string(),
    percent:
      action === 'canary'
        ? yup
            .string()
            .required(t('percent_invalid'))
            .test('percent', t('percent_invalid'), (v) => parsePercent(v ?? '') !== null)
        : yup.string(),
  });
  const sentence = (v: Values): string => {
    const version = v.version || '…';
    switch (action) {
      case 'pin':
        return t('confirm_pin', { merchant, remote, version });
      case 'canary':
        return t('confirm_canary', {
          merchant,
          remote,
          version,
          percent: parsePercent(v.percent) ?? '…',
          stable,
        });
      case 'promote':
        return t('confirm_promote', { merchant, remote, version: rollout.canary?.version ?? '…' });
      case 'halt':
        return t('confirm_halt', { merchant, remote, version: rollout.canary?.version ?? '…', stable });
      case 'rollback':
        return t('confirm_rollback', { merchant, remote, version: rollout.previousStable ?? '…' });
      default:
        return '';
    }
  };
  const run = (v: Values): Promise<unknown> => {
    switch (action) {
      case 'pin':
        return pinRelease(merchant, remote, v.version);
      case 'canary':
        return startCanary(merchant, remote, v.version, parsePercent(v.percent)!);
      case 'promote':
        return promoteCanary(merchant, remote);
      case 'halt':
        return haltCanary(merchant, remote);
      case 'rollback':
        return rollbackRelease(merchant, remote);
      default:
        return Promise.resolve();
    }
  };
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(o) => !o && onClose()}
      title={action ? t(`title_${action}`, { remote }) : ''}
      size="sm"
      testId="rollout-dialog"
    >
      <Formik<Values>
        key={`${remote}-${action}`}
        initialValues={{ version: '', percent: '' }}
        validationSchema={schema}
        onSubmit={async (v, helpers) => {
          const text = sentence(v);
          try {
            await run(v);
            toast({ title: t('changed', { text }), tone: 'success' });
            onDone();
            onClose();
          } catch (e) {
            const detail = errorDetail(e);
            helpers.setStatus(detail ? `${errorText(t, e)} (${detail})` : errorText(t, e));
          }
        }}
      >
        {({ isSubmitting, status, values, errors, touched, setFieldValue, setFieldTouched }) => (
          <Form className="console-stack" noValidate>
            {picks &&
              (releases.error ? (
                <FormStatus status={errorText(t, releases.error)} />
              ) : !releases.loading && versions.length === 0 ? (
                <p className="console-muted">{t('no_other_version')}</p>
              ) : (
                <Select
                  label={t('version')}
                  value={values.version}
                  placeholder={t('choose_version')}
                  disabled={releases.loading}
                  onChange={(e) => void setFieldValue('version', e.target.value)}
                  onBlur={() => void setFieldTouched('version')}
                  options={versions.map((v) => ({ value: v, label: v }))}
                  error={touched.version && errors.version ? errors.version : undefined}
                  data-testid="rollout-version"
                />
              ))}
            {action === 'canary' && (
              <FormTextField
                name="percent"
                label={t('percent')}
                hint={t('percent_hint')}
                inputMode="numeric"
                data-testid="rollout-percent"
              />
            )}
            <p className="release-confirm" data-testid="rollout-confirm">
              {sentence(values)}
            </p>
            <FormStatus status={status} />
            <FormActions busy={isSubmitting} label={action ? t(`action_${action}`) : ''} onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
