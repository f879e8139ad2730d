import { useEffect, useState } from 'react';

/**
 * The server clock's lead over this device, from an answer's `serverTime`, taken when the answer arrives. Call it
 * where the answer is fetched (a page mounted later would otherwise read an old `serverTime` as "now").
 */
export function useClockOffset(serverTime: string | undefined): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (serverTime) setOffset(Date.parse(serverTime) - Date.now());
  }, [serverTime]);
  return offset;
}

/** The server's time now (device time + `offset`), ticking every second, so countdowns agree with the server. */
export function useServerNow(offset: number): Date {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return new Date(now + offset);
}
