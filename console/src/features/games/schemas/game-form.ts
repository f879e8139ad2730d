import type { TFunction } from 'i18next';
import { gamesOpsApi, type GameResettable, type GameSettingsPatch, type OpsGame } from 'shared-contracts';
import * as yup from 'yup';

/** The edit dialog's fields: an empty name means the catalogue's; `icon` a newly chosen file. */
export interface GameFormValues {
  displayName: string;
  hot: boolean;
  sort: string;
  hidden: boolean;
  icon: File | null;
  /** Back to the generated tile (the brand's upload removed). */
  dropIcon: boolean;
}

export const gameValues = (g: OpsGame): GameFormValues => ({
  displayName: g.displayName ?? '',
  hot: g.hot,
  sort: String(g.sort),
  hidden: g.hidden,
  icon: null,
  dropIcon: false,
});

/** What changed, as the API's patch (untouched fields left out; a cleared name and a dropped icon as `reset`). */
export function toGamePatch(v: GameFormValues, before: OpsGame): GameSettingsPatch {
  const patch: GameSettingsPatch = {};
  const reset: GameResettable[] = [];
  const name = v.displayName.trim();
  if (name && name !== before.displayName) patch.displayName = name;
  if (!name && before.displayName !== null) reset.push('displayName');
  if (v.hot !== before.hot) patch.hot = v.hot;
  if (Number(v.sort) !== before.sort) patch.sort = Number(v.sort);
  if (v.hidden !== before.hidden) patch.hidden = v.hidden;
  if (v.dropIcon && !v.icon && before.iconUploaded) reset.push('icon');
  return reset.length ? { ...patch, reset } : patch;
}

const ICON_TYPES: readonly string[] = gamesOpsApi.GAME_ICON_TYPES;

export const gameSchema = (t: TFunction) =>
  yup.object({
    displayName: yup.string().trim().max(gamesOpsApi.GAME_NAME_MAX, t('name_too_long')),
    sort: yup
      .string()
      .required(t('sort_invalid'))
      .matches(/^\d{1,6}$/, t('sort_invalid'))
      .test('max', t('sort_invalid'), (s) => Number(s) <= gamesOpsApi.GAME_SORT_MAX),
    icon: yup
      .mixed<File>()
      .nullable()
      .test('type', t('icon_type'), (f) => !f || ICON_TYPES.includes(f.type))
      .test('size', t('icon_size'), (f) => !f || f.size <= gamesOpsApi.GAME_ICON_MAX_BYTES),
  });
