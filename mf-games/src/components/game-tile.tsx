import { Flame, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { bus, type Game } from 'shared-contracts';
import { Badge, Button, IconButton } from 'shared-ui';
import { NS } from '../config/i18n';
import { useFavorites } from '../hooks/use-favorites';
import { LazyImage } from './lazy-image';
import './i18n';

/** The game icons are square (the image route draws 240 × 240). */
export const TILE_ICON_SIZE = 240;

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
    <article className="games-tile" data-testid="game-tile" data-game={game.gameCode} aria-label={game.displayName}>
      <div className="games-tile-art">
        <LazyImage
          src={game.lagerIcon}
          alt=""
          width={TILE_ICON_SIZE}
          height={TILE_ICON_SIZE}
          className="games-tile-icon"
        />
        {game.isHot === 1 && (
          <span className="games-tile-hot">
            <Badge tone="primary">
              <Flame aria-hidden />
              {t('hot')}
            </Badge>
          </span>
        )}
        <IconButton
          className="games-tile-fav"
          aria-pressed={favorite}
          label={t(favorite ? 'favorite_remove' : 'favorite_add')}
          icon={<Heart aria-hidden />}
          onClick={() => void favorites.toggle(game)}
        />
      </div>
      <h3 className="games-tile-name">{game.displayName}</h3>
      <span className="games-tile-type">{t(`common:cat_${game.gameType}`, { defaultValue: game.gameType })}</span>
      <Button variant="primary" size="sm" block className="games-tile-play" onClick={play}>
        {t('play_now')}
      </Button>
    </article>
  );
}
