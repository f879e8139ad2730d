import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorKey } from 'shared-contracts';
import { Button, useCountdown } from 'shared-ui';
import { NS } from '../../../config/i18n';

const SEND_GAP_MS = 1000;

/**
 * "Send code" with the SPEC §4 countdown (expiredMinutes × 60 s, disabled meanwhile, sends at most once a second);
 * a failed send shows the server's message as a warning dialog (SPEC §8). `send` resolves to the code's lifetime
 * in minutes, or null when it did not send (an invalid number).
 */
export function SendCodeButton({ send }: { send: () => Promise<number | null> }) {
  const { t } = useTranslation(NS);
  const countdown = useCountdown();
  const last = useRef(0);
  const click = async () => {
    const now = Date.now();
    if (countdown.counting || now - last.current < SEND_GAP_MS) return;
    last.current = now;
    try {
      const minutes = await send();
      if (minutes !== null) countdown.start(Math.max(1, minutes) * 60);
    } catch (e) {
      bus.emit('prompt:show', { message: errorKey(e) });
    }
  };
  return (
    <Button variant="ghost" size="sm" disabled={countdown.counting} onClick={() => void click()}>
      {countdown.counting ? t('prof_resend_in', { seconds: countdown.remaining }) : t('prof_send_code')}
    </Button>
  );
}
