import type { Bus, HeldCommand } from '../bus/event-bus';
import type { BusEvents, MemberPanelPage } from '../bus/events';
import type { SessionStore } from '../session/store';

/** Federation names of the six remotes (docs/conventions.md, "The repository"). */
export const REMOTE_NAMES = ['mf_auth', 'mf_games', 'mf_lottery', 'mf_member', 'mf_agent', 'mf_points'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The npm package (and URL folder) of each remote. */
export const REMOTE_PACKAGES: Record<RemoteName, string> = {
  mf_auth: 'mf-auth',
  mf_games: 'mf-games',
  mf_lottery: 'mf-lottery',
  mf_member: 'mf-member',
  mf_agent: 'mf-agent',
  mf_points: 'mf-points',
};

/** Parcels each remote exposes (`./Name` in its federation config). */
export const REMOTE_PARCELS = {
  mf_auth: ['AuthModals', 'AgentLogin'],
  mf_games: ['Home', 'GameCenter', 'GameList', 'AccountGames', 'Seamless', 'GamesModals'],
  mf_lottery: ['Lottery'],
  mf_member: ['MemberCenter', 'Promotions', 'MemberModals', 'MemberPanel'],
  mf_agent: ['AgentCenter'],
  mf_points: ['PointMall'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type ParcelName<R extends RemoteName = RemoteName> = (typeof REMOTE_PARCELS)[R][number];

/**
 * Each remote's modal host and the bus commands it answers. The shell mounts a host only when it is needed:
 * the first time one of its commands is held for want of a subscriber (docs/federation.md).
 */
export const MODAL_HOSTS = {
  mf_auth: { parcel: 'AuthModals', commands: ['auth:open'] },
  mf_games: { parcel: 'GamesModals', commands: ['games:open', 'game:launch'] },
  mf_member: { parcel: 'MemberModals', commands: ['member:open'] },
} as const satisfies { [R in RemoteName]?: { parcel: ParcelName<R>; commands: readonly HeldCommand[] } };

export type ModalHostRemote = keyof typeof MODAL_HOSTS;

/** The remote whose modal host answers a held command (undefined: the shell itself answers it). */
export function modalHostFor(command: HeldCommand): ModalHostRemote | undefined {
  return (Object.keys(MODAL_HOSTS) as ModalHostRemote[]).find((r) =>
    (MODAL_HOSTS[r].commands as readonly HeldCommand[]).includes(command),
  );
}

export type SidePanel = BusEvents['panel:open']['panel'];

/**
 * The parcel behind each panel of `panel:open`: the shell mounts it in its right-hand panel (shared-ui's Drawer,
 * full width on a phone) with `ParcelProps` plus the asked `page` (`PanelParcelProps`).
 */
export const SIDE_PANELS = {
  member: { remote: 'mf_member', parcel: 'MemberPanel' },
} as const satisfies { [P in SidePanel]: { remote: RemoteName; parcel: ParcelName } };

/** A remote as the merchant's config lists it. */
export interface RemoteEntry {
  name: RemoteName;
  entry: string;
  enabled: boolean;
  /** The release the entry is (ADR 0012), or null for an unversioned build. */
  version: string | null;
}

export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Props every parcel receives from the shell (it shares no React context with it). */
export interface ParcelProps {
  bus: Bus;
  session: SessionStore;
  navigate: (to: string) => void;
  /** The route path that mounted this parcel, e.g. `/live`. */
  basePath: string;
  location: RouteLocation;
  lang: string;
  /** Set by the shell on its fallback parcel: reloads the remote that failed. */
  onRemoteRetry?: () => void;
}

/**
 * Props of a panel parcel (`SIDE_PANELS`): the shell's parcel props and the page asked for. A parcel that is done
 * emits `panel:close`; its `navigate` closes the panel too.
 */
export interface PanelParcelProps extends ParcelProps {
  page: MemberPanelPage;
}

/** `mf_games/Home` — the id passed to loadRemote. */
export const parcelId = (remote: RemoteName, parcel: string): string => `${remote}/${parcel}`;
