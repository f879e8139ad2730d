import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, formatMoney, type HeaderState } from 'shared-contracts';
import { NS } from '../../../config/i18n';

/** Balance with show/hide (asterisks) and refresh (SPEC §2 header, §9 format). */
export function Balance({
  state,
  reload,
  loading,
}: {
  state: HeaderState | null;
  reload: () => void;
  loading: boolean;
}) {
  const { t } = useTranslation(NS);
  const [hidden, setHidden] = useState(false);
  useEffect(() => bus.on('balance:changed', () => reload()), [reload]);
  const text = state ? `${state.currencySymbol} ${formatMoney(state.balance)}` : '—';
  return (
    <span className="balance" aria-busy={loading}>
      <span className="sr-only">{t('balance')}</span>
      <span data-testid="balance">{hidden ? '******' : text}</span>
      <button
        type="button"
        onClick={() => setHidden((h) => !h)}
        aria-label={hidden ? t('show_balance') : t('hide_balance')}
      >
        {hidden ? '👁' : '🙈'}
      </button>
      <button type="button" onClick={reload} aria-label={t('refresh_balance')}>
        ⟳
      </button>
    </span>
  );
}
