import type { SmsBudgetAlert } from '../verification';
import type { AuditEntry } from './operator-audit-repository';

/** Who writes the alert: no operator, the verification module's budget check. */
export const SMS_BUDGET_ACTOR = 'system:sms-budget';

/**
 * The audit entry of a merchant's daily SMS budget reached (`sms.budget-reached`, at most once per merchant and UTC
 * day): further SMS codes are refused with SMS_QUOTA until the day's count falls below the budget
 * (`SMS_DAILY_BUDGET`).
 */
export function smsBudgetAuditEntry({ merchant, budget, day }: SmsBudgetAlert): AuditEntry {
  return {
    actor: SMS_BUDGET_ACTOR,
    merchantId: merchant.id,
    action: 'sms.budget-reached',
    subjectType: 'merchant',
    subjectId: merchant.code,
    before: null,
    after: { budget, day, refusing: 'SMS_QUOTA' },
    reason: `The daily SMS budget (${budget}) is reached: further SMS codes are refused`,
  };
}
