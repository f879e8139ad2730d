import { Gamepad2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from 'shared-contracts';
import { EmptyState, ErrorPanel } from 'shared-ui';
import { NS } from '../config/i18n';
import { GameTile } from './game-tile';
import { GridSkeleton } from './skeletons';
import './i18n';

export interface GameGridProps {
  games: readonly Game[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The empty state's title and hint. */
  empty: ReactNode;
  emptyHint?: ReactNode;
  label?: string;
}

/** Games in a grid (2 columns on a phone) with its loading, error and empty states. */
export function GameGrid({ games, loading = false, error = false, onRetry, empty, emptyHint, label }: GameGridProps) {
  const { t } = useTranslation(NS);
  if (error) return <ErrorPanel message={t('load_failed')} onRetry={onRetry} />;
  if (loading && games.length === 0) return <GridSkeleton />;
  if (games.length === 0) return <EmptyState title={empty} hint={emptyHint} icon={<Gamepad2 />} />;
  return (
    <ul className="games-grid" aria-label={label} aria-busy={loading || undefined}>
      {games.map((g) => (
        <li key={g.nodeId}>
          <GameTile game={g} />
        </li>
      ))}
    </ul>
  );
}
