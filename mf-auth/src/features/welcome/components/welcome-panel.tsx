import { useTranslation } from 'react-i18next';
import { session } from 'shared-contracts';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** Where each offer leads in the member centre: the security question and the fund password (set on withdraw). */
const SECURITY_QUESTION_PAGE = '/member?page=securityCenter';
const FUND_PASSWORD_PAGE = '/member?page=withdraw';

/**
 * The first-login action (SPEC §4 firstTimeLogin, docs/product.md): once, after the first login of a new account,
 * offers a security question and a fund password. Any choice acknowledges it (the server's flag was cleared by the
 * login itself; `welcomeDue` is this browser session's note of it).
 */
export function WelcomePanel({ navigate, onDone }: { navigate: (to: string) => void; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const finish = (to?: string) => {
    session.set('welcomeDue', null);
    onDone();
    if (to) navigate(to);
  };
  return (
    <div className="auth-stack" data-testid="welcome">
      <p className="auth-text">{t('welcome_text')}</p>
      <Button variant="primary" block onClick={() => finish(SECURITY_QUESTION_PAGE)}>
        {t('welcome_question')}
      </Button>
      <Button variant="secondary" block onClick={() => finish(FUND_PASSWORD_PAGE)}>
        {t('welcome_fund_password')}
      </Button>
      <Button variant="link" className="auth-link" onClick={() => finish()}>
        {t('welcome_later')}
      </Button>
    </div>
  );
}
