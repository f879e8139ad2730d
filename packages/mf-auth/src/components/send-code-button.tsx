import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, isApiError } from 'shared-contracts';
import { MOBILE_PATTERN } from '../config/dial-codes';
import { NS } from '../config/i18n';
import { useCountdown } from '../hooks/use-countdown';
import { requestSmsCode } from '../lib/api/request-sms-code';

const SEND_GAP_MS = 1000;

/**
 * "Send code" with the SPEC §4 countdown (expiredMinutes × 60 s, disabled meanwhile, sends throttled to 1 s);
 * a failed send shows the server's message as a warning dialog (SPEC §8).
 */
export function SendCodeButton({
  dialCode,
  mobileNum,
  onInvalidMobile,
}: {
  dialCode: string;
  mobileNum: string;
  onInvalidMobile: () => void;
}) {
  const { t } = useTranslation(NS);
  const countdown = useCountdown();
  const last = useRef(0);
  const send = async () => {
    const now = Date.now();
    if (countdown.counting || now - last.current < SEND_GAP_MS) return;
    last.current = now;
    const mobile = mobileNum.trim();
    if (!MOBILE_PATTERN.test(mobile)) return onInvalidMobile();
    try {
      countdown.start(Math.max(1, await requestSmsCode(dialCode, mobile)) * 60);
    } catch (e) {
      bus.emit('prompt:show', { message: isApiError(e) ? e.message : 'err_unknown' });
    }
  };
  return (
    <button type="button" className="btn" disabled={countdown.counting} onClick={() => void send()}>
      {countdown.counting ? t('resend_in', { seconds: countdown.remaining }) : t('send_code')}
    </button>
  );
}
