import type { OutboundMessage } from './outbound-message';
import type { OutboxRepository } from './outbox-repository';

/** Sends outbound messages (docs/architecture.md, "Identity"). Implementations must not throw for an unreachable recipient they accepted. */
export interface MessageProvider {
  readonly name: string;
  send(message: OutboundMessage): Promise<void>;
}

/**
 * What a provider throws when its account has no quota left to send (an SMS gateway's balance): the code request
 * answers SMS_QUOTA, 'Quota insufficient, contact customer service' (SPEC §8).
 */
export class MessageQuotaExceeded extends Error {
  constructor(provider: string) {
    super(`${provider}: no quota left to send`);
    this.name = 'MessageQuotaExceeded';
  }
}

/** The default provider: writes every message to the `outbox` table; nothing leaves the server. */
export function createOutboxProvider(outbox: OutboxRepository): MessageProvider {
  return { name: 'outbox', send: (m) => outbox.insert(m) };
}

export interface ProviderDeps {
  outbox: OutboxRepository;
  env: NodeJS.ProcessEnv;
}

/**
 * Providers by the name `MESSAGE_PROVIDER` selects. A real provider (an SMS gateway, SMTP …) is
 * one more entry here: a factory that reads its own settings (URL, credentials) from `env` and
 * returns a MessageProvider. Choosing it is then configuration only.
 */
export const MESSAGE_PROVIDERS: Record<string, (deps: ProviderDeps) => MessageProvider> = {
  outbox: ({ outbox }) => createOutboxProvider(outbox),
};

/** The provider named by the configuration; an unknown name stops the start (better than silently not sending). */
export function createMessageProvider(name: string, deps: ProviderDeps): MessageProvider {
  const factory = MESSAGE_PROVIDERS[name];
  if (!factory)
    throw new Error(`Unknown MESSAGE_PROVIDER "${name}" (known: ${Object.keys(MESSAGE_PROVIDERS).join(', ')})`);
  return factory(deps);
}
