import { HELD_COMMANDS } from '../../bus/event-bus';
import { MODAL_HOSTS, modalHostFor, REMOTE_PARCELS, type ModalHostRemote } from '../registry';

describe('modal hosts', () => {
  it('name the host that answers each held command; the shell answers prompts itself', () => {
    expect(modalHostFor('auth:open')).toBe('mf_auth');
    expect(modalHostFor('games:open')).toBe('mf_games');
    expect(modalHostFor('game:launch')).toBe('mf_games');
    expect(modalHostFor('member:open')).toBe('mf_member');
    expect(modalHostFor('prompt:show')).toBeUndefined();
  });

  it('are the …Modals parcels their remotes expose, and every held command has one answerer at most', () => {
    for (const [remote, host] of Object.entries(MODAL_HOSTS))
      expect(REMOTE_PARCELS[remote as ModalHostRemote] as readonly string[]).toContain(host.parcel);
    const commands = Object.values(MODAL_HOSTS).flatMap((h) => [...h.commands]);
    expect(new Set(commands).size).toBe(commands.length);
    for (const c of commands) expect(HELD_COMMANDS).toContain(c);
  });
});
