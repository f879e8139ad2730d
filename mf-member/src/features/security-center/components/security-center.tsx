import { CircleAlert, CircleCheck, Clock3, IdCard, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, getPermissionConfig } from 'shared-contracts';
import { Button, ErrorPanel, Skeleton, useSessionValue } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { useSecurityConfig } from '../api/get-security-config';
import { SecurityQuestionSetting } from './security-question-setting';
import { TwoStepSetting } from './two-step-setting';
import '../i18n';

const STATUS_ICON = { N: CircleAlert, P: Clock3, A: CircleCheck, R: CircleAlert } as const;
const STATUS_TONE = { N: '', P: '', A: ' is-ok', R: ' is-bad' } as const;

/** Identity verification: its status, and "verify now" while it is not done or was rejected. */
function IdentityCard() {
  const { t } = useTranslation(NS);
  const config = useSecurityConfig();
  if (config.error) return <ErrorPanel message={t('security_failed')} onRetry={config.reload} />;
  if (config.loading && !config.data) return <Skeleton height={120} radius="var(--radius-lg)" />;
  const id = config.data?.info.idVerification;
  if (!id?.enabled) return null;
  const Icon = STATUS_ICON[id.status];
  return (
    <section className="ui-card member-card" aria-labelledby="id-title">
      <h3 id="id-title" className="member-card-title">
        <IdCard aria-hidden />
        {t('id_verification')}
      </h3>
      <p className={`member-status${STATUS_TONE[id.status]}`}>
        <Icon aria-hidden />
        <span data-testid="id-verification-status">{t(`id_status_${id.status}`)}</span>
      </p>
      {(id.status === 'N' || id.status === 'R') && (
        <Button variant="primary" onClick={() => bus.emit('auth:open', { modal: 'verifyIdentity' })}>
          {t('id_verify_now')}
        </Button>
      )}
    </section>
  );
}

/**
 * The member centre's default page ("My account"): password, identity verification, the security question and
 * two-step sign-in (real accounts);
 * `children` are further sections the page is composed with (responsible gaming).
 */
export function SecurityCenter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(NS);
  const questions = getPermissionConfig()?.registration.securityQuestions;
  const trial = Boolean(useSessionValue('isTrial'));
  return (
    <div className="member-stack" data-testid="security-center">
      <section className="ui-card member-card" aria-labelledby="password-title">
        <h3 id="password-title" className="member-card-title">
          <KeyRound aria-hidden />
          {t('password')}
        </h3>
        <Button onClick={() => bus.emit('auth:open', { modal: 'changePass' })}>{t('change_password')}</Button>
      </section>
      <IdentityCard />
      {questions && <SecurityQuestionSetting />}
      {!trial && <TwoStepSetting />}
      {children}
    </div>
  );
}
