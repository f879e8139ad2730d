import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type TotpSetup } from 'shared-contracts';
import { Button, ErrorPanel, FormStatus, Skeleton, toast } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { disableTotp } from '../api/disable-totp';
import { enableTotp } from '../api/enable-totp';
import { useTotpStatus } from '../api/get-totp-status';
import { setUpTotp } from '../api/set-up-totp';
import { RecoveryCodes } from './recovery-codes';
import { TotpCodeForm } from './totp-code-form';
import { TotpEnrol } from './totp-enrol';
import '../i18n';

/** Where the card is: showing the state, adding the app, or showing the new recovery codes once. */
type Step = { kind: 'idle' } | { kind: 'enrol'; setup: TotpSetup } | { kind: 'codes'; codes: string[] };

/**
 * Two-step sign-in with an authenticator app (the security centre): turn it on (QR code or secret, then a current
 * code; the recovery codes are shown once) or off (a current code or a recovery code). A login from a new IP then
 * accepts the app's code.
 */
export function TwoStepSetting() {
  const { t } = useTranslation(NS);
  const status = useTotpStatus();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      setStep({ kind: 'enrol', setup: await setUpTotp() });
    } catch (e) {
      setStartError(errorText(t, e));
    } finally {
      setStarting(false);
    }
  };
  const confirm = async (code: string) => setStep({ kind: 'codes', codes: await enableTotp(code) });
  const turnOff = async (code: string) => {
    await disableTotp(code);
    toast({ tone: 'success', title: t('totp_off_now') });
    status.reload();
  };
  const done = () => {
    setStep({ kind: 'idle' });
    status.reload();
  };

  const body = () => {
    if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={done} />;
    if (step.kind === 'enrol')
      return <TotpEnrol setup={step.setup} onConfirm={confirm} onCancel={() => setStep({ kind: 'idle' })} />;
    if (status.error) return <ErrorPanel message={t('totp_failed')} onRetry={status.reload} />;
    if (!status.data) return <Skeleton width="70%" />;
    if (!status.data.enabled)
      return (
        <>
          <p data-testid="totp-state">{t('totp_off')}</p>
          <FormStatus status={startError} />
          <Button variant="primary" loading={starting} onClick={() => void start()}>
            {t('totp_set_up')}
          </Button>
        </>
      );
    return (
      <>
        <p className="member-status is-ok" data-testid="totp-state">
          <CircleCheck aria-hidden />
          {t('totp_on', { count: status.data.recoveryCodesLeft })}
        </p>
        <TotpCodeForm label={t('totp_code_or_recovery')} submitLabel={t('totp_turn_off')} onSubmit={turnOff} recovery />
      </>
    );
  };

  return (
    <section className="ui-card member-card" aria-labelledby="totp-title" data-testid="two-step">
      <h3 id="totp-title" className="member-card-title">
        <ShieldCheck aria-hidden />
        {t('totp_title')}
      </h3>
      <p>{t('totp_intro')}</p>
      {body()}
    </section>
  );
}
