import { formatMoney } from 'shared-contracts';

/**
 * Money as SPEC §9 writes it: 2 decimals, thousands separators, tabular figures; negative amounts are marked.
 * `value` is in minor units (1/100), as every API amount. `hidden` shows asterisks (the header's hide-balance toggle).
 */
export function Amount({
  value,
  currency,
  hidden,
  signed,
  className,
  testId,
}: {
  value: number;
  /** A symbol or code written before the number. */
  currency?: string;
  hidden?: boolean;
  /** Write a + before positive amounts (profit and loss). */
  signed?: boolean;
  className?: string;
  testId?: string;
}) {
  const tone = value < 0 ? ' is-negative' : signed && value > 0 ? ' is-positive' : '';
  const text = hidden ? '******' : `${signed && value > 0 ? '+' : ''}${formatMoney(value)}`;
  return (
    <span className={`ui-amount${tone}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {currency && !hidden ? `${currency} ` : ''}
      {text}
    </span>
  );
}
