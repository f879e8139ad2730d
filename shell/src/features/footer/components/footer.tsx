import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from '../../../hooks/use-shell';
import { NS } from '../../../config/i18n';
import '../i18n';

/** Help links, the feedback form (member centre, sign-in first) and the copyright line. */
export function Footer() {
  const { t } = useTranslation(NS);
  const { config, enabled } = useShell();
  return (
    <footer className="footer" data-testid="footer">
      <nav aria-label={t('help_center')}>
        <Link to="/help">{t('help_center')}</Link>
        <Link to="/help#terms">{t('terms')}</Link>
        <Link to="/help#privacy">{t('privacy')}</Link>
        {enabled.has('mf_member') && <Link to="/member?page=feedback">{t('feedback_link')}</Link>}
      </nav>
      <p>{t('copyright', { year: new Date().getFullYear(), merchant: config.merchantName })}</p>
    </footer>
  );
}
