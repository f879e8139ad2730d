import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorKey, errorText, getPermissionConfig, isApiError, moduleEnabled, session } from 'shared-contracts';
import { Button, FormStatus, Tabs } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useCaptcha } from '../../../hooks/use-captcha';
import { uploadIdImages } from '../../../api/upload-id-images';
import { completeLogin } from '../../../lib/complete-login';
import { checkAffiliate } from '../api/check-affiliate';
import { registerMember } from '../api/register-member';
import { basicStepSchema, identityStepSchema, type RegisterOptions } from '../schemas/register-schema';
import {
  birthdayMax,
  initialRegisterValues,
  STEP2_TEXT,
  toRegisterRequest,
  type RegisterValues,
} from '../schemas/register-values';
import { BasicStep } from './basic-step';
import { IdentityStep } from './identity-step';
import '../../../components/i18n';
import '../i18n';

const STEP2_FIELDS = new Set<string>([...STEP2_TEXT, 'idType', 'nationality', 'occupation', 'sourceOfIncome']);

/**
 * registerModal (SPEC §2, §4 Registration): step 1 basic form, step 2 identity; register, log in, upload, go to /.
 * `affiliateCode` (an agent's invite link) and `referralCode` (a friend's) prefill their fields.
 */
export function RegisterForm({
  onDone,
  affiliateCode,
  referralCode,
}: {
  onDone: () => void;
  affiliateCode?: string;
  referralCode?: string;
}) {
  const { t } = useTranslation(NS);
  const captcha = useCaptcha();
  const modes = [moduleEnabled('USERNAMEREG3') && 'username', moduleEnabled('MOBILENUMREG3') && 'mobile'].filter(
    (m): m is 'username' | 'mobile' => !!m,
  );
  const [mode, setMode] = useState<'username' | 'mobile'>(modes[0] ?? 'username');
  const [step, setStep] = useState<1 | 2>(1);
  // The form moves in and out of the mode tabs between steps: keep keyboard focus at the top of the new step.
  const stepTitle = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepTitle.current?.focus();
  }, [step]);
  const reg = getPermissionConfig()?.registration;
  const options: RegisterOptions = useMemo(
    () => ({
      mobile: mode === 'mobile',
      smsVerify: moduleEnabled('REGMOBVERF3'),
      minAge: reg?.minAge ?? 18,
      philippines: !!reg?.philippines,
      uploads: moduleEnabled('UPLOADID3') || !!reg?.philippines,
      today: new Date(),
    }),
    [mode, reg],
  );
  const schema = useMemo(
    () => (step === 1 ? basicStepSchema(t, options) : identityStepSchema(t, options)),
    [step, t, options],
  );

  const finish = async (v: RegisterValues) => {
    const reply = await registerMember(toRegisterRequest(v, { ...options, captchaKey: captcha.key }), options.mobile);
    const front = v.idCardFront;
    const selfie = v.idCardSelfie;
    const upload = options.uploads && front && selfie;
    // Set before the login event so the identity-verification check does not ask for what is being sent.
    if (upload) session.set('securityAlreadyUpLoad', true);
    if (reply.login) completeLogin(reply.login);
    if (upload) {
      try {
        await uploadIdImages({ idCardFront: front, idCardBack: v.idCardBack, idCardSelfie: selfie });
        bus.emit('prompt:show', { message: 'upload_success' });
      } catch (e) {
        session.set('securityAlreadyUpLoad', false);
        bus.emit('prompt:show', { message: errorKey(e) });
      }
    }
    onDone();
  };

  const submit = async (v: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    helpers.setStatus(null);
    try {
      if (step === 2) return await finish(v);
      if (v.affiliateCode.trim()) await checkAffiliate(v.affiliateCode.trim());
      setStep(2);
      helpers.setTouched({}, false);
    } catch (e) {
      if (isApiError(e) && e.code === 'INVITATION_CODE_INVALID') {
        helpers.setFieldError('affiliateCode', t('common:invitation_code_error'));
        return bus.emit('prompt:show', { message: 'invitation_code_error' });
      }
      const field = isApiError(e) ? e.details.field : null;
      if (field && field in v) {
        if (step === 2 && !STEP2_FIELDS.has(field)) setStep(1);
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, errorText(t, e));
      }
      if (isApiError(e) && e.code === 'CAPTCHA_INVALID') void captcha.refresh(true);
      helpers.setStatus(errorText(t, e));
    }
  };

  return (
    <div data-testid="register">
      <p className="auth-steps" aria-live="polite" tabIndex={-1} ref={stepTitle}>
        {t('register_step', { step, of: 2 })} — {t(step === 1 ? 'register_basic' : 'register_identity')}
      </p>
      <Formik<RegisterValues>
        initialValues={{
          ...initialRegisterValues(),
          affiliateCode: affiliateCode ?? '',
          referralCode: referralCode ?? '',
        }}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isSubmitting, status }) => {
          const form = (
            <Form className="auth-stack" data-testid={`register-step-${step}`} noValidate>
              {step === 1 ? (
                <BasicStep
                  mobile={options.mobile}
                  smsVerify={options.smsVerify}
                  birthdayMax={birthdayMax(options.minAge, options.today)}
                  philippines={options.philippines}
                  captcha={captcha}
                />
              ) : (
                <IdentityStep uploads={options.uploads} philippines={options.philippines} />
              )}
              <FormStatus status={status} />
              <div className="auth-actions">
                {step === 2 && <Button onClick={() => setStep(1)}>{t('back')}</Button>}
                <Button
                  type="submit"
                  variant="primary"
                  loading={isSubmitting}
                  // Keep focus in the field: its blur would show its error and push this button away mid-click.
                  onMouseDown={(e) => e.preventDefault()}
                >
                  {t(step === 1 ? 'next' : 'register_submit')}
                </Button>
              </div>
            </Form>
          );
          // Step 1 sits in the mode tabs (username / mobile) when the merchant offers both; the values stay in formik.
          return step === 1 && modes.length > 1 ? (
            <Tabs
              label={t('register_tabs')}
              value={mode}
              onValueChange={(m) => setMode(m as typeof mode)}
              items={modes.map((m) => ({ value: m, label: t(`register_by_${m}`), content: m === mode ? form : null }))}
            />
          ) : (
            form
          );
        }}
      </Formik>
    </div>
  );
}
