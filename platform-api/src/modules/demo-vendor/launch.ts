import type { Db } from '../../infra/db';
import { createDemoVendorRepository, type DemoLaunch } from './demo-vendor-repository';
import { PAGE_ENGINES, engineFor, type Engine } from './games';
import type { PageLang } from './i18n';

/**
 * The game page's path for a launch (relative: the platform puts one of its launch CDNs in front): the slot and dice
 * page at /vendor/demo/play/, the other engines' pages at /vendor/demo/<engine in lower case>/.
 */
export const demoPlayPath = (engine: Engine, gameCode: string, token: string, lang: PageLang): string =>
  `/vendor/demo/${PAGE_ENGINES.includes(engine) ? 'play' : engine.toLowerCase()}/${encodeURIComponent(gameCode)}` +
  `?token=${encodeURIComponent(token)}&lang=${lang}`;

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
  const engine = engineFor(launch.vendor, launch.gameCode, category);
  const token = await createDemoVendorRepository(db).createLaunchToken({ ...rest, engine });
  return demoPlayPath(engine, launch.gameCode, token, lang);
}
