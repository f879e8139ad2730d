import { createMessageProvider } from '../../../src/infra/messages/message-provider';
import type { OutboxRepository } from '../../../src/infra/messages/outbox-repository';

describe('createMessageProvider', () => {
  const outbox = { insert: jest.fn(async () => undefined) } as unknown as OutboxRepository;

  it('builds the outbox provider, which writes to the outbox', async () => {
    const p = createMessageProvider('outbox', { outbox, env: {} });
    await p.send({ merchantId: 1, channel: 'SMS', to: '+84912345678', body: 'hi', code: '123456' });
    expect(p.name).toBe('outbox');
    expect(outbox.insert).toHaveBeenCalledWith({
      merchantId: 1,
      channel: 'SMS',
      to: '+84912345678',
      body: 'hi',
      code: '123456',
    });
  });

  it('refuses an unknown provider name', () => {
    expect(() => createMessageProvider('nope', { outbox, env: {} })).toThrow(/Unknown MESSAGE_PROVIDER "nope"/);
  });
});
