import type { Db } from '../../infra/db';
import { createDemoVendorRepository, type DemoLaunch } from './demo-vendor-repository';
import { engineFor } from './games';
import type { PageLang } from './i18n';

/** The game page's path for a launch (relative: the platform puts one of its launch CDNs in front). */
export const demoPlayPath = (gameCode: string, token: string, lang: PageLang): string =>
  `/vendor/demo/play/${encodeURIComponent(gameCode)}?token=${encodeURIComponent(token)}&lang=${lang}`;

/**
 * The demo vendor's "create game URL" call, which a real vendor offers over HTTP: the platform names the
 * launch session (`memberRef`), the game, its category and title; the vendor picks the engine, stores a
 * one-time token and answers the page's path. Pass `tx` to store it inside the launch's transaction.
 */
export async function requestDemoLaunch(
  db: Db,
  launch: Omit<DemoLaunch, 'engine'> & { category: string },
  lang: PageLang,
): Promise<string> {
  const { category, ...rest } = launch;
  const token = await createDemoVendorRepository(db).createLaunchToken({
    ...rest,
    engine: engineFor(launch.vendor, launch.gameCode, category),
  });
  return demoPlayPath(launch.gameCode, token, lang);
}
