import { useTranslation } from 'react-i18next';
import { bus } from 'shared-contracts';

/** "Confirm" that signs out now: asks the shell for the logout without its confirmation dialog (SPEC §4). */
export function LogoutButton() {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => bus.emit('auth:logout-request', { confirm: false })}
    >
      {t('confirm')}
    </button>
  );
}
