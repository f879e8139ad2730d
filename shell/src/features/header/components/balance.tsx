import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, type HeaderState } from 'shared-contracts';
import { Amount, IconButton } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

/** Balance with show/hide (asterisks) and refresh (SPEC §2 header, §9 format). */
export function Balance({
  state,
  reload,
  loading,
  compact,
}: {
  state: HeaderState | null;
  reload: () => void;
  loading: boolean;
  /** The phone header: no refresh button (a tap on the amount refreshes). */
  compact?: boolean;
}) {
  const { t } = useTranslation(NS);
  const [hidden, setHidden] = useState(false);
  useEffect(() => bus.on('balance:changed', () => reload()), [reload]);
  return (
    <span className="balance" aria-busy={loading}>
      <span className="sr-only">{t('balance')}</span>
      <span data-testid="balance" className="balance-amount">
        {state ? <Amount value={state.balance} currency={state.currencySymbol} hidden={hidden} /> : '—'}
      </span>
      <IconButton
        label={hidden ? t('show_balance') : t('hide_balance')}
        aria-pressed={hidden}
        icon={hidden ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        onClick={() => setHidden((h) => !h)}
      />
      {!compact && (
        <IconButton
          label={t('refresh_balance')}
          icon={<RefreshCw aria-hidden className={loading ? 'is-spinning' : undefined} />}
          onClick={reload}
        />
      )}
    </span>
  );
}
