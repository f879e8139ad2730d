import { MSG_EMPTY } from '../../../infra/errors/common-errors';
import { HttpError } from '../../../infra/errors/http-error';

/** What `checkRule` of shared-contracts reports for a value that breaks its rule. */
export interface RuleFailure {
  key: string;
  min: number;
  max: number;
}

/** 400 VALIDATION for a value that breaks a register rule: message `reg_pattern_<ID>`, plus `field`, `min`, `max`. */
export const ruleViolation = (field: string, failed: RuleFailure): HttpError =>
  new HttpError(400, 'VALIDATION', failed.key, { field, min: failed.min, max: failed.max });

/** 400 VALIDATION `Input cannot be empty` for a required field that is missing or blank. */
export const emptyField = (field: string): HttpError => new HttpError(400, 'VALIDATION', MSG_EMPTY, { field });
