import { useEffect, useState } from 'react';
import { deskEvents } from 'shared-contracts';

/**
 * Listens to the inbox's server-sent events (`GET /ops/desk/events`, the session cookie goes with it) and calls
 * `onChange` when an item arrives, is claimed, released or decided. Answers whether the stream is live; the browser
 * reconnects by itself after a drop.
 */
export function useDeskEvents(onChange: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(deskEvents.path);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('inbox', () => onChange());
    return () => source.close();
  }, [onChange]);
  return live;
}
