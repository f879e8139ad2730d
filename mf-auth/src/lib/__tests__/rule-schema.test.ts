import { initI18n, setPermissionConfig, type PermissionConfig } from 'shared-contracts';
import type { TFunction } from 'i18next';
import { ruleString } from '../rule-schema';

const t = ((key: string, o?: { min?: number; max?: number }) =>
  o ? `${key}:${o.min}-${o.max}` : key) as unknown as TFunction;

describe('server-rule schemas (SPEC §5: bounds and patterns come from the server)', () => {
  beforeAll(async () => {
    await initI18n('EN');
    setPermissionConfig({
      registerRules: [
        {
          field: 'password',
          shown: true,
          required: true,
          min: 8,
          max: 20,
          acceptedPattern: 'UPPER_LOWER_DIGIT_SYMBOL',
          step: 1,
        },
      ],
    } as unknown as PermissionConfig);
  });

  it('refuses a value that breaks the pattern with the reg_pattern message and its bounds', async () => {
    await expect(ruleString('password', t, 'required').validate('weakpassword')).rejects.toThrow(
      'common:reg_pattern_UPPER_LOWER_DIGIT_SYMBOL:8-20',
    );
  });

  it('refuses an empty value with the required message and accepts a valid one', async () => {
    await expect(ruleString('password', t, 'required').validate('')).rejects.toThrow('required');
    await expect(ruleString('password', t, 'required').validate('Demo@1234')).resolves.toBe('Demo@1234');
  });

  it('accepts anything non-empty for a field the server has no rule for', async () => {
    await expect(ruleString('nickname', t, 'required').validate('x')).resolves.toBe('x');
  });
});
