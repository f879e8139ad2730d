import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_TIERS } from 'shared-contracts/agency';
import { Button, IconButton, TextField } from 'shared-ui';
import { NS } from '../../../config/i18n';
import { EMPTY_TIER, type TierDraft, type TierErrors } from './tiers-draft';
import '../i18n';

/** 1 to 10 tiers, each a minimum amount (major units), minimum active members and a rate in %. */
export function TiersEditor({
  value,
  errors,
  onChange,
}: {
  value: readonly TierDraft[];
  errors: readonly TierErrors[];
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation(NS);
  const set = (i: number, patch: Partial<TierDraft>) =>
    onChange(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const error = (i: number, k: keyof TierDraft) => {
    const key = errors[i]?.[k];
    return key && t(key);
  };
  return (
    <div className="agent-tiers" data-testid="tiers-editor">
      {value.map((d, i) => (
        <fieldset key={i} className="agent-tier">
          <legend className="ui-field-label">{t('of_tier', { n: i + 1 })}</legend>
          <TextField
            label={t('of_min_amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={d.minAmount}
            error={error(i, 'minAmount')}
            onChange={(e) => set(i, { minAmount: e.target.value })}
          />
          <TextField
            label={t('of_min_active')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={d.minActive}
            error={error(i, 'minActive')}
            onChange={(e) => set(i, { minActive: e.target.value })}
          />
          <TextField
            label={t('of_rate')}
            inputMode="decimal"
            autoComplete="off"
            value={d.rate}
            error={error(i, 'rate')}
            onChange={(e) => set(i, { rate: e.target.value })}
          />
          <IconButton
            className="agent-tier-remove"
            label={t('of_remove_tier', { n: i + 1 })}
            icon={<Trash2 aria-hidden />}
            disabled={value.length <= 1}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          />
        </fieldset>
      ))}
      <Button
        size="sm"
        icon={<Plus aria-hidden />}
        disabled={value.length >= MAX_TIERS}
        onClick={() => onChange([...value, EMPTY_TIER])}
      >
        {t('of_add_tier')}
      </Button>
    </div>
  );
}
