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

/** A game tile's ghost: the tile's own boxes (art, two-line name, type, button), so the row keeps its height. */
function GhostGame() {
  return (
    <div className="games-tile games-ghost" aria-hidden>
      <div className="games-tile-art">
        <Skeleton className="games-tile-skeleton" height="auto" radius="var(--radius-md)" />
      </div>
      <span className="games-tile-name">
        <Skeleton width="80%" />
      </span>
      <span className="games-tile-type">{'\u00a0'}</span>
      <Skeleton className="games-tile-play games-ghost-btn" radius="var(--radius-md)" height="auto" />
    </div>
  );
}

/** A vendor card's ghost: icon, name and count lines of the card. */
function GhostVendor() {
  return (
    <div className="ui-btn games-vendor-tile games-ghost" aria-hidden>
      <Skeleton className="games-ghost-icon" width={64} height={64} radius="var(--radius-md)" />
      <span className="games-vendor-name">{'\u00a0'}</span>
      <span className="games-vendor-count">{'\u00a0'}</span>
    </div>
  );
}

/** A row of ghosts while a carousel's items load: the same track and tiles as the row, so nothing moves. */
export function RowSkeleton({ kind = 'game', count = 6 }: { kind?: 'game' | 'vendor'; count?: number }) {
  const Ghost = kind === 'game' ? GhostGame : GhostVendor;
  return (
    <Busy className="games-track games-row-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Ghost key={i} />
      ))}
    </Busy>
  );
}

/** A whole row (heading and ghosts) for rows not known yet: the home page's vendor previews. */
export function SkeletonRows({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="games-carousel" aria-hidden>
          <div className="games-carousel-head">
            <Skeleton width={140} height="1.25em" />
          </div>
          <RowSkeleton />
        </div>
      ))}
    </>
  );
}
