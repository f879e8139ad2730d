import { can, OPERATOR_ROLES, PERMISSIONS, permissionsOf, type Permission } from '..';

const all = Object.keys(PERMISSIONS) as Permission[];
const reads = all.filter((p) => p.endsWith('.read'));

describe('the back office permission table', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf('owner')).toEqual(all);
  });

  it('lets the auditor read everything but the outbox (live sign-in codes) and change nothing', () => {
    expect(permissionsOf('auditor')).toEqual(reads.filter((p) => p !== 'outbox.read'));
    expect(reads.length).toBeGreaterThan(5);
  });

  it('keeps support away from money: no deposit, withdrawal, adjustment or reward decision', () => {
    for (const p of ['deposits.decide', 'withdrawals.decide', 'adjustments.make', 'rewards.decide'] as const)
      expect(can('support', p)).toBe(false);
    expect(can('support', 'players.read')).toBe(true);
  });

  it('gives finance the money desk but not the merchant switches, and risk the players but not the money', () => {
    expect(can('finance', 'deposits.decide') && can('finance', 'withdrawals.decide')).toBe(true);
    expect(can('finance', 'merchants.configure')).toBe(false);
    expect(can('risk', 'kyc.decide') && can('risk', 'players.manage')).toBe(true);
    expect(can('risk', 'deposits.decide')).toBe(false);
  });

  it('shows the dashboard to admin, finance, marketing, auditor and owner only', () => {
    expect(OPERATOR_ROLES.filter((r) => can(r, 'dashboard.read'))).toEqual([
      'owner',
      'admin',
      'finance',
      'marketing',
      'auditor',
    ]);
  });

  it('opens the desk inbox to every role and its claims only to roles that decide something', () => {
    for (const role of OPERATOR_ROLES) expect(can(role, 'desk.read')).toBe(true);
    expect(can('support', 'desk.claim') || can('auditor', 'desk.claim')).toBe(false);
    expect(can('finance', 'desk.claim') && can('risk', 'desk.claim') && can('marketing', 'desk.claim')).toBe(true);
  });

  it('names only known roles, and every role but owner lacks something', () => {
    for (const holders of Object.values(PERMISSIONS))
      for (const role of holders) expect(OPERATOR_ROLES).toContain(role);
    for (const role of OPERATOR_ROLES.filter((r) => r !== 'owner'))
      expect(permissionsOf(role).length).toBeLessThan(all.length);
  });
});
