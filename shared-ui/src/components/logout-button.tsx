import { useTranslation } from 'react-i18next';
import { bus } from 'shared-contracts';
import { Button } from './button/button';

/** "Confirm" that signs out now: asks the shell for the logout without its confirmation dialog (SPEC §4). */
export function LogoutButton() {
  const { t } = useTranslation('common');
  return (
    <Button variant="primary" onClick={() => bus.emit('auth:logout-request', { confirm: false })}>
      {t('confirm')}
    </Button>
  );
}
