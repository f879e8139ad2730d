import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { Button, FormStatus } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { completeLogin } from '../../../lib/complete-login';
import { loginFreePlay } from '../api/login-free-play';
import '../i18n';

/** "Free play" (FREEPLAY3): trial login, then close the modal and go to / (SPEC §4). */
export function FreePlayButton({ onDone, navigate }: { onDone: () => void; navigate: (to: string) => void }) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      completeLogin(await loginFreePlay());
      onDone();
      navigate('/index');
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button block loading={busy} onClick={() => void start()}>
        {t('free_play')}
      </Button>
      <FormStatus status={error} />
    </>
  );
}
