import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** The member page with the identity verification (status and ID upload). */
export const VERIFY_PAGE = '/member?page=securityCenter';

/**
 * Philippines variant: a deposit refused with KYC_REQUIRED (the form shows the message) offers the way to the
 * identity verification.
 */
export function KycPrompt({ onVerify }: { onVerify: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Button variant="primary" onClick={onVerify}>
      {t('dep_verify_identity')}
    </Button>
  );
}
