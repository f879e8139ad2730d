import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown (SPEC §4 SMS: the send button disabled for expiredMinutes × 60 s). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  const until = useRef(0);
  const active = remaining > 0;
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setRemaining(Math.max(0, Math.ceil((until.current - Date.now()) / 1000))), 250);
    return () => clearInterval(id);
  }, [active]);
  const start = useCallback((seconds: number) => {
    until.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
  }, []);
  return { remaining, counting: active, start };
}
