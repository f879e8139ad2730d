import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from 'shared-contracts';
import { Button, toast } from 'shared-ui';
import { NS } from '../i18n';

/**
 * Runs a job of the brand now (recalculate VIP, grant missions, qualify friends): busy while it runs, then a toast
 * with what it did (or that another run held the brand), and `onDone` to read the list again.
 */
export function RunButton<R extends object>({
  label,
  run,
  done,
  onDone,
}: {
  label: string;
  run: () => Promise<R>;
  /** The toast of a finished run. */
  done: (r: R) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      const r = await run();
      if ('ran' in r && r.ran === false) toast({ title: t('run_busy'), tone: 'info' });
      else toast({ title: done(r), tone: 'success' });
      onDone();
    } catch (e) {
      toast({ title: errorText(t, e), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void go()}>
      {label}
    </Button>
  );
}
