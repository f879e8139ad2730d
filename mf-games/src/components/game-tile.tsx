import { useTranslation } from 'react-i18next';
import { bus, type Game } from 'shared-contracts';
import { NS } from '../config/i18n';
import { useFavorites } from '../hooks/use-favorites';
import { LazyImage } from './lazy-image';

/** Game tile (SPEC §2): large icon, displayName, gameType, PLAY NOW, hot badge, favourite toggle. */
export function GameTile({ game }: { game: Game }) {
  const { t } = useTranslation(NS);
  const favorites = useFavorites();
  const favorite = favorites.isFavorite(game.nodeId);
  const play = () =>
    bus.emit('game:launch', {
      vassalage: game.vassalage,
      gameCode: game.gameCode,
      gameType: game.gameType,
      nodeId: game.nodeId,
    });
  return (
    <article className="game-tile" data-testid="game-tile" data-game={game.gameCode} aria-label={game.displayName}>
      <LazyImage src={game.lagerIcon} alt="" className="game-tile-icon" />
      {game.isHot === 1 && <span className="badge-hot">{t('hot')}</span>}
      <h3 className="game-tile-name">{game.displayName}</h3>
      <span className="game-tile-type">{t(`common:cat_${game.gameType}`, { defaultValue: game.gameType })}</span>
      <div className="game-tile-actions">
        <button type="button" className="btn btn-primary" onClick={play}>
          {t('play_now')}
        </button>
        <button
          type="button"
          className="btn fav"
          aria-pressed={favorite}
          aria-label={t(favorite ? 'favorite_remove' : 'favorite_add')}
          onClick={() => void favorites.toggle(game)}
        >
          {favorite ? '♥' : '♡'}
        </button>
      </div>
    </article>
  );
}
