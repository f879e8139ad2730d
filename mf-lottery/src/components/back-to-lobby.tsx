import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { NS } from '../config/i18n';

/** The pages' way back to the lobby (or to `to`, the launch's back URL). */
export function BackToLobby({ navigate, to }: { navigate: (to: string) => void; to: string }) {
  const { t } = useTranslation(NS);
  return (
    <Button size="sm" variant="ghost" icon={<ArrowLeft aria-hidden />} onClick={() => navigate(to)}>
      {t('back_lobby')}
    </Button>
  );
}
