import { useTranslation } from 'react-i18next';
import { bus, getPermissionConfig } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import { useSecurityConfig } from '../api/get-security-config';
import { SecurityQuestionSetting } from './security-question-setting';

/** The member centre's default page: password, identity verification and the security question. */
export function SecurityCenter() {
  const { t } = useTranslation(NS);
  const config = useSecurityConfig();
  const id = config.data?.info.idVerification;
  const questions = getPermissionConfig()?.registration.securityQuestions;
  return (
    <div className="stack" data-testid="security-center">
      <section className="card">
        <h3>{t('password')}</h3>
        <button type="button" className="btn" onClick={() => bus.emit('auth:open', { modal: 'changePass' })}>
          {t('change_password')}
        </button>
      </section>
      {id?.enabled && (
        <section className="card">
          <h3>{t('id_verification')}</h3>
          <p data-testid="id-verification-status">{t(`id_status_${id.status}`)}</p>
          {(id.status === 'N' || id.status === 'R') && (
            <button type="button" className="btn" onClick={() => bus.emit('auth:open', { modal: 'verifyIdentity' })}>
              {t('id_verify_now')}
            </button>
          )}
        </section>
      )}
      {questions && <SecurityQuestionSetting />}
    </div>
  );
}
