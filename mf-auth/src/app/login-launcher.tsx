import { useTranslation } from 'react-i18next';
import type { ParcelProps } from 'shared-contracts';
import { Button } from 'shared-ui';
import { NS } from '../config/i18n';

/** Standalone-only: buttons that open each modal, for the team working on mf-auth alone. */
export function LoginLauncher({ bus }: ParcelProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="auth-launcher">
      {(['login', 'register', 'forgetPass'] as const).map((m) => (
        <Button key={m} onClick={() => bus.emit('auth:open', { modal: m })}>
          {t(m)}
        </Button>
      ))}
    </div>
  );
}
