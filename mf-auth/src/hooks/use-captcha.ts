import { useCallback, useRef, useState } from 'react';
import { getCaptcha } from '../api/get-captcha';

const REFRESH_GAP_MS = 1000;

const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A captcha (login after a failure; registration when its rule shows it): shown, refreshed on click at most once a second (SPEC §4). */
export function useCaptcha() {
  const [visible, setVisible] = useState(false);
  const [image, setImage] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const last = useRef(0);
  /** `force` (after a refused login) draws a new key even within the second: the old one is spent. */
  const refresh = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && now - last.current < REFRESH_GAP_MS) return;
    last.current = now;
    const k = newKey();
    setKey(k);
    setVisible(true);
    try {
      setImage(await getCaptcha(k));
    } catch {
      setImage(null);
    }
  }, []);
  return { visible, image, key, refresh };
}
