import { Form, Formik, type FormikHelpers } from 'formik';
import { CircleAlert, Coffee } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bus,
  errorText,
  EXCLUSION_PERIODS,
  formatDateTime,
  type ExclusionPeriod,
  type SelfExclusion as Exclusion,
} from 'shared-contracts';
import { Button, Dialog, FormStatus, PasswordField, RadioGroup, SubmitButton, TextField } from 'shared-ui';
import * as yup from 'yup';
import { NS } from '../../../config/i18n';
import { selfExclude } from '../api/self-exclude';
import { exclusionEnd, firstUntilDay } from './exclusion-end';
import { TimedText } from './timed-text';
import '../i18n';

interface Values {
  period: ExclusionPeriod;
  until: string;
  password: string;
}

/**
 * Self-exclusion: a period (or a last day) and the login password, then a dialog that states what follows.
 * Once excluded the player is told until when and logged out (the server has ended every session).
 */
export function SelfExclusion({ exclusion }: { exclusion: Exclusion | null }) {
  const { t } = useTranslation(NS);
  // The values waiting for the dialog's answer, and the call once it is yes.
  const [asking, setAsking] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const required = t('common:err_validation');

  const exclude = async (v: Values, setStatus: FormikHelpers<Values>['setStatus']) => {
    setStatus(null);
    setBusy(true);
    try {
      const done = await selfExclude(v.period, v.until, v.password);
      setAsking(null);
      bus.emit('prompt:show', { message: 'err_self_excluded', params: { until: formatDateTime(done.endsAt) } });
      bus.emit('auth:logout-request', { confirm: false });
    } catch (e) {
      setAsking(null);
      setStatus(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ui-card member-card" aria-labelledby="rg-exclusion-title" data-testid="rg-exclusion">
      <h4 id="rg-exclusion-title" className="member-card-title">
        <Coffee aria-hidden />
        {t('rg_exclusion_title')}
      </h4>
      {exclusion ? (
        <p className="member-status is-bad" role="status">
          <CircleAlert aria-hidden />
          <span>
            <TimedText i18nKey="rg_exclusion_active" values={{ until: formatDateTime(exclusion.endsAt) }} />
          </span>
        </p>
      ) : (
        <>
          <p>{t('rg_exclusion_intro')}</p>
          <Formik<Values>
            initialValues={{ period: 'P7D', until: '', password: '' }}
            validationSchema={yup.object({
              until: yup
                .string()
                .when('period', ([period], s) =>
                  period === 'UNTIL'
                    ? s
                        .required(required)
                        .test('day', t('rg_exclusion_until_invalid'), (v) => !!exclusionEnd('UNTIL', v ?? ''))
                    : s,
                ),
              password: yup.string().required(required),
            })}
            onSubmit={async (v) => setAsking(v)}
          >
            {({ values, errors, touched, status, getFieldProps, setFieldValue, setStatus }) => {
              const end = asking && exclusionEnd(asking.period, asking.until);
              return (
                <Form className="member-form" noValidate>
                  <RadioGroup
                    legend={t('rg_exclusion_period')}
                    name="period"
                    inline
                    value={values.period}
                    onChange={(p) => void setFieldValue('period', p)}
                    options={EXCLUSION_PERIODS.map((p) => ({ value: p, label: t(`rg_ex_${p}`) }))}
                  />
                  {values.period === 'UNTIL' && (
                    <TextField
                      type="date"
                      label={t('rg_exclusion_until')}
                      min={firstUntilDay()}
                      error={touched.until && errors.until}
                      {...getFieldProps('until')}
                    />
                  )}
                  <PasswordField
                    label={t('rg_exclusion_password')}
                    autoComplete="current-password"
                    error={touched.password && errors.password}
                    {...getFieldProps('password')}
                  />
                  <FormStatus status={status} />
                  <SubmitButton busy={busy}>{t('rg_exclusion_submit')}</SubmitButton>
                  <Dialog
                    open={asking !== null}
                    onOpenChange={(open) => !open && !busy && setAsking(null)}
                    title={t('rg_confirm_title')}
                    size="sm"
                    testId="rg-confirm"
                    footer={
                      <>
                        <Button onClick={() => setAsking(null)} disabled={busy}>
                          {t('common:cancel')}
                        </Button>
                        <Button
                          variant="danger"
                          loading={busy}
                          onClick={() => asking && void exclude(asking, setStatus)}
                        >
                          {t('rg_confirm_yes')}
                        </Button>
                      </>
                    }
                  >
                    <p>
                      <TimedText
                        i18nKey="rg_confirm_body"
                        values={{ until: end ? formatDateTime(end.toISOString()) : '' }}
                      />
                    </p>
                    <p>
                      <strong>{t('rg_confirm_final')}</strong>
                    </p>
                  </Dialog>
                </Form>
              );
            }}
          </Formik>
        </>
      )}
    </section>
  );
}
