import { useEffect } from 'react';
import { moduleEnabled, session } from 'shared-contracts';
import { useSessionValue } from 'shared-ui';
import { getConsolidated } from '../api/get-consolidated';

/**
 * SPEC §6: with AGENTPOLICY3 on, a real (non-trial) member's consolidated funds load after login and on a reload
 * with a token, and are kept for the session (`consolidated`, `enableSalary`, `enableContract`) so the agent
 * centre's salary and dividend menus need no second call. Logout clears them with the session.
 */
export function useConsolidatedLoad(): void {
  const token = useSessionValue('token');
  const isTrial = useSessionValue('isTrial');
  useEffect(() => {
    if (!token || isTrial || !moduleEnabled('AGENTPOLICY3')) return;
    let live = true;
    getConsolidated().then(
      (c) => {
        if (!live || session.get('token') !== token) return;
        session.set('consolidated', c);
        session.set('enableSalary', c.dailySalary || c.hourSalary || c.salary);
        session.set('enableContract', c.enableCt);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, isTrial]);
}
