import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'shared-ui';

/** A busy placeholder with its spoken name (the grey blocks themselves are hidden from assistive tech). */
function Busy({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={className} aria-busy="true" data-testid="loading">
      <span className="sr-only">{t('loading')}</span>
      {children}
    </div>
  );
}

/** Tile-shaped placeholders while a grid of games loads. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Busy className="games-grid">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="games-tile" aria-hidden>
          <div className="games-tile-skeleton">
            <Skeleton height="100%" radius="var(--radius-md)" />
          </div>
          <Skeleton width="80%" />
          <Skeleton height={32} radius="var(--radius-md)" />
        </div>
      ))}
    </Busy>
  );
}

/** A row of placeholders while a carousel's items load. */
export function RowSkeleton({
  width = 170,
  height = 250,
  count = 6,
}: {
  width?: number;
  height?: number;
  count?: number;
}) {
  return (
    <Busy className="games-row-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} width={width} height={height} radius="var(--radius-lg)" />
      ))}
    </Busy>
  );
}
