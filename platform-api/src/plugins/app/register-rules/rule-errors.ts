import { MSG_EMPTY } from '../../../infra/errors/common-errors';
import { HttpError } from '../../../infra/errors/http-error';

/** What `checkRule` of shared-contracts reports for a value that breaks its rule. */
export interface RuleFailure {
  key: string;
  min: number;
  max: number;
}

export { ruleViolation } from '../../../infra/errors/common-errors';

/** 400 VALIDATION `Input cannot be empty` for a required field that is missing or blank. */
export const emptyField = (field: string): HttpError => new HttpError(400, 'VALIDATION', MSG_EMPTY, { field });
