/** Modals mf-auth owns. */
export type AuthModal =
  | 'login'
  | 'register'
  | 'forgetPass'
  | 'changePass'
  | 'securityQuestions'
  | 'verifyIdentity'
  | 'disclaimer'
  | 'welcome';

/** The pages of mf-member's `MemberPanel` parcel, which the shell opens in its right-hand panel (SPEC §2 agent centre). */
export type MemberPanelPage = 'deposit' | 'withdraw' | 'messages';

/** Every event remotes and the shell exchange, with its payload (docs/architecture.md, "Talking between packages"). */
// A type alias (not an interface) so it satisfies mitt's Record<EventType, unknown> constraint.
export type BusEvents = {
  /** Ask mf-auth to open one of its modals. */
  /**
   * `affiliateCode`: the register form starts with it (an agent's invite link, /register?affiliateCode=…);
   * `referralCode`: likewise a friend's referral code (/register?referralCode=…, invite friends).
   */
  'auth:open': { modal: AuthModal; affiliateCode?: string; referralCode?: string };
  /** A session started (token already stored). */
  'auth:login': { account: string; isAgent: boolean; isTrial: boolean };
  /** Ask the shell to log out (it confirms first unless `confirm` is false). */
  'auth:logout-request': { confirm: boolean };
  /** The session ended. */
  'auth:logout': { reason: 'user' | 'expired' };
  /** An API call answered 401. */
  'session:expired': { path: string };
  /**
   * A security answer is being checked (`active`), or the check is over. A wrong answer ends the session on the
   * server, so a call answering 401 meanwhile is no expiry to report: the form shows its own notice and logs out.
   */
  'auth:verifying': { active: boolean };
  /** The wallet balance may have moved: the header refreshes it. */
  'balance:changed': { balance?: number };
  /**
   * The member's messages were read or deleted (mf-member's message page): the header refreshes its unread
   * count (the header state's `unreadMessages`, the same count as /wps/relay/CSP_unreadCount). `unread` is the
   * count the page last saw, when it knows it.
   */
  'messages:changed': { unread?: number };
  /** The member's nickname or avatar changed (mf-member's profile page): the header refreshes its avatar. */
  'profile:changed': Record<string, never>;
  /**
   * A reward was claimed or granted, or a mission moved (mf-member's reward centre, promotions, missions): the
   * header refreshes its badge counts (`/wps/member/badges`: rewards, missions, messages). A claim that paid
   * money also emits `balance:changed`. `pending` is the rewards count the page last saw, when it knows it.
   */
  'rewards:changed': { pending?: number };
  /**
   * The member's points moved (mf-points: a redemption, a conversion): the header refreshes its
   * security-points balance (the header state's `pointsBalance`). A conversion also emits `balance:changed`.
   */
  'points:changed': { balance?: number };
  /** Start a game (mf-games decides how). */
  /** `room`: a PVP room to open in the vendor's page (issue 30). */
  'game:launch': { vassalage: string; gameCode?: string; gameType?: string; nodeId?: number; room?: string };
  /** Open a mf-games modal. */
  'games:open': { modal: 'gamingVenue'; vassalage: string } | { modal: 'notice'; index: number };
  /** Open a mf-member modal. */
  'member:open': { modal: 'announcements' };
  /**
   * Ask the shell to open a remote's panel parcel (`SIDE_PANELS`) in its right-hand panel, over the page, which
   * stays where it was (the agent centre's deposit, withdraw and platform messages; SPEC §2). A second request
   * replaces what the panel shows.
   */
  'panel:open': { panel: 'member'; page: MemberPanelPage };
  /** Ask the shell to close its right-hand panel (it also closes on Escape, its close button and any navigation). */
  'panel:close': Record<string, never>;
  /** Ask the shell to navigate. */
  navigate: { to: string; replace?: boolean };
  /** The user chose another language. */
  'language:changed': { lang: string };
  /**
   * Show an info dialog; `message` is an i18n key of namespace `common` (e.g. in_need_true_account), `params`
   * its placeholders' values.
   */
  'prompt:show': { message: string; params?: Record<string, string> };
  /** Show or hide the full-page loader. */
  'loader:set': { visible: boolean };
};

export type BusEventName = keyof BusEvents;
