import { useTranslation } from 'react-i18next';
import { session } from 'shared-contracts';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** disclaimerModal (SPEC §4): accepting stores disclaimerAccept (disclaimerAccept-afterlogin when logged in). */
export function Disclaimer({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useTranslation(NS);
  const accept = () => {
    session.set(session.get('token') ? 'disclaimerAccept-afterlogin' : 'disclaimerAccept', true);
    onAccepted();
  };
  return (
    <div className="auth-prose" data-testid="disclaimer">
      <p>{t('disclaimer_text_1')}</p>
      <p>{t('disclaimer_text_2')}</p>
      <Button variant="primary" block onClick={accept}>
        {t('disclaimer_agree')}
      </Button>
    </div>
  );
}
