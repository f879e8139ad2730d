import type { CatalogueQuery, GameSettingsPatch, OpsGame } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { emptyField, invalidField, notFound } from '../../infra/errors/common-errors';
import type { UploadedFile } from '../../infra/http/multipart';
import { paging } from '../../infra/paging';
import { plainText } from '../../infra/sanitize';
import { checkedUpload, createImageStore } from '../../infra/uploads/image-store';
import { gameIconUrl } from './game-card';
import { createGameSettingsRepository, type SettingsRow } from './game-settings-repository';

/** A game as the console shows it: the icon players see (the brand's upload, else the generated tile on this origin). */
export const opsGame = (r: SettingsRow): OpsGame => ({
  id: r.id,
  vendor: r.vendor,
  gameCode: r.gameCode,
  category: r.category,
  name: r.name,
  displayName: r.displayName,
  iconUrl: r.iconId ? gameIconUrl(r.iconId) : `/assets/game/${r.id}.svg`,
  iconUploaded: r.iconId !== null,
  hot: r.hot,
  hotSet: r.hotSet,
  sort: r.sort,
  sortSet: r.sortSet,
  hidden: r.hidden,
  listed: r.listed,
  updatedAt: r.updatedAt ? new Date(r.updatedAt).toISOString() : null,
});

/** The console's catalogue of a brand: search, settings of one game, its icon (each write in the caller's tx). */
export function createCatalogueAdmin(db: Db) {
  const settings = createGameSettingsRepository(db);
  const icons = createImageStore(db, 'game_icons');

  const existing = async (merchantId: number, gameId: number, tx: Db) => {
    const before = await settings.find(merchantId, gameId, tx);
    if (!before) throw notFound(`game ${gameId}`);
    return before;
  };

  return {
    /** One page (`page`, `size`: 1-based, 20 by default) of the catalogue for the brand, and the counts. */
    async search(merchantId: number, query: CatalogueQuery) {
      const page = paging({ pageNo: query.page, pageSize: query.size });
      const { rows, total } = await settings.search(merchantId, query, page);
      return { list: rows.map(opsGame), ...page.pages(total) };
    },

    /**
     * Changes the brand's settings of a game: the name by the plain-text rule (markup refused, field `displayName`), a
     * field both set and reset refused (field `reset`). Before and after; 404 NOT_FOUND for a game not in the
     * catalogue. A reset icon no game shows any more is deleted.
     */
    async update(merchantId: number, gameId: number, patch: GameSettingsPatch, tx: Db) {
      const both = (patch.reset ?? []).find((f) => f !== 'icon' && patch[f] !== undefined);
      if (both) throw invalidField('reset', `${both} is both set and reset`);
      const displayName = patch.displayName === undefined ? undefined : plainText(patch.displayName, 'displayName');
      if (displayName !== undefined && !displayName.trim()) throw emptyField('displayName');
      const before = await existing(merchantId, gameId, tx);
      const after = await settings.write(merchantId, gameId, { ...patch, displayName }, tx);
      if (before.iconId && before.iconId !== after.iconId) await settings.removeUnusedIcon(before.iconId, tx);
      return { before: opsGame(before), after: opsGame(after) };
    },

    /**
     * Stores an uploaded icon (field `icon`: JPEG or PNG by its bytes, at most GAME_ICON_MAX_BYTES) and shows it for
     * the game at the brand; the replaced one is deleted when no game shows it. Missing or not such an image: 400
     * VALIDATION (field `icon`); too large: 413 PAYLOAD_TOO_LARGE (field `icon`); an unknown game: 404 NOT_FOUND.
     */
    async uploadIcon(merchantId: number, gameId: number, file: UploadedFile | undefined, tx: Db) {
      const image = checkedUpload(file, 'icon');
      const before = await existing(merchantId, gameId, tx);
      const iconId = await icons.create(merchantId, image, tx);
      const after = await settings.write(merchantId, gameId, { iconId }, tx);
      if (before.iconId) await settings.removeUnusedIcon(before.iconId, tx);
      return { before: opsGame(before), after: opsGame(after) };
    },

    /** An uploaded icon by id (the public route), or null. */
    icon: (id: string) => icons.find(id),
  };
}
export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
