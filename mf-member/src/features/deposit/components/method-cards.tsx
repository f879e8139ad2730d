import { Banknote, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from 'shared-contracts';
import { NS } from '../../../config/i18n';
import '../i18n';
import { moneyText } from '../../../components/money/amount-schema';

/** The deposit methods as selectable cards (native radios: arrow keys move between them). */
export function MethodCards({
  methods,
  currency,
  selected,
  onSelect,
}: {
  methods: readonly DepositMethod[];
  currency: string;
  selected: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="money-methods" data-testid="deposit-methods">
      <legend>{t('dep_methods')}</legend>
      {methods.map((m) => (
        <label key={m.code} className="money-method">
          <input
            type="radio"
            className="ui-check-input"
            name="deposit-method"
            value={m.code}
            checked={selected === m.code}
            onChange={() => onSelect(m.code)}
          />
          <span className="money-method-text">
            <span className="money-method-name">
              {m.kind === 'GATEWAY' ? <CreditCard aria-hidden /> : <Banknote aria-hidden />}
              {m.name}
            </span>
            <span className="money-method-limits">{t('dep_min', { amount: moneyText(m.minAmount, currency) })}</span>
            <span className="money-method-limits">{t('dep_max', { amount: moneyText(m.maxAmount, currency) })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
