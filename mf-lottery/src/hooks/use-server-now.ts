import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every second: `serverTime` (an answer's `serverTime`) minus the local time it
 * arrived at gives the offset, so countdowns agree with the server whatever the device clock says.
 */
export function useServerNow(serverTime: string | undefined): Date {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverTime) setOffset(Date.parse(serverTime) - Date.now());
  }, [serverTime]);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return new Date(now + offset);
}
