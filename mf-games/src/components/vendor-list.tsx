import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Vendor } from 'shared-contracts';
import { EmptyState, ErrorPanel } from 'shared-ui';
import { NS } from '../config/i18n';
import { RowSkeleton } from './skeletons';
import { VendorTile } from './vendor-tile';
import './i18n';

export interface VendorListProps {
  vendors: readonly Vendor[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onOpen: (vendor: Vendor) => void;
  /** The vendor whose games are shown (game lists). */
  selected?: string;
  /** 'strip' wraps on a desktop and scrolls sideways on a phone; 'grid' fills the width (3 columns on a phone). */
  layout?: 'strip' | 'grid';
  label: string;
}

/** A category's providers as cards, with loading, error and empty states. */
export function VendorList({
  vendors,
  loading = false,
  error = false,
  onRetry,
  onOpen,
  selected,
  layout = 'strip',
  label,
}: VendorListProps) {
  const { t } = useTranslation(NS);
  if (error) return <ErrorPanel message={t('vendors_failed')} onRetry={onRetry} />;
  if (loading && vendors.length === 0) return <RowSkeleton kind="vendor" count={5} />;
  if (vendors.length === 0) return <EmptyState title={t('no_vendors')} icon={<Store />} />;
  return (
    <ul className={`games-vendor-${layout}`} aria-label={label}>
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <VendorTile
            vendor={v}
            selected={selected === undefined ? undefined : v.vassalage === selected}
            onOpen={() => onOpen(v)}
          />
        </li>
      ))}
    </ul>
  );
}
