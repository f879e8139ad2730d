import { useTranslation } from 'react-i18next';
import type { VendorCategory } from 'shared-contracts';
import { Select } from 'shared-ui';
import { NS } from '../../../config/i18n';
import '../i18n';

export interface BetFilterValues {
  category: string;
  vendor: string;
}

/** Category and vendor of the betting record ('' = all); the vendors offered follow the category. */
export function BetFilters({
  lanes,
  value,
  onChange,
}: {
  lanes: readonly VendorCategory[];
  value: BetFilterValues;
  onChange: (patch: Partial<BetFilterValues>) => void;
}) {
  const { t } = useTranslation(NS);
  const vendors = lanes
    .filter((l) => !value.category || l.gameCategory === value.category)
    .flatMap((l) => l.vendors)
    .filter((v, i, all) => all.findIndex((w) => w.vassalage === v.vassalage) === i);
  return (
    <div className="records-filters">
      <Select
        label={t('bets_category')}
        value={value.category}
        placeholder={t('common:records_all')}
        options={lanes.map((l) => ({ value: l.gameCategory, label: t(`common:cat_${l.gameCategory}`) }))}
        // A vendor of another category would match nothing: choosing a category clears it.
        onChange={(e) => onChange({ category: e.target.value, vendor: '' })}
      />
      <Select
        label={t('bets_vendor')}
        value={value.vendor}
        placeholder={t('common:records_all')}
        options={vendors.map((v) => ({ value: v.vassalage, label: v.displayName }))}
        onChange={(e) => onChange({ vendor: e.target.value })}
      />
    </div>
  );
}
