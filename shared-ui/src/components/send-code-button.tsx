import { useRef } from 'react';
import { bus, errorKey } from 'shared-contracts';
import { useCountdown } from '../hooks/use-countdown';
import { Button } from './button/button';

const SEND_GAP_MS = 1000;

/**
 * "Send code" with the SPEC §4 countdown (expiredMinutes × 60 s, disabled meanwhile, sends throttled to 1 s);
 * a failed send shows the server's message as a warning dialog (SPEC §8). `send` resolves to the code's
 * lifetime in minutes, or null when it refused to send (e.g. an invalid number). The caller gives the
 * labels in its own namespace.
 */
export function SendCodeButton({
  send,
  label,
  resendLabel,
  className,
}: {
  send: () => Promise<number | null>;
  label: string;
  resendLabel: (seconds: number) => string;
  className?: string;
}) {
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
    <Button variant="ghost" size="sm" className={className} disabled={countdown.counting} onClick={() => void click()}>
      {countdown.counting ? resendLabel(countdown.remaining) : label}
    </Button>
  );
}
