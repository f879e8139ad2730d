import type { TFunction } from 'i18next';
import { engagementOpsApi } from 'shared-contracts';
import * as yup from 'yup';
import { majorOf, minorOf, moneyField, multipleField, wholeField, wholeOf } from './form-kit';

type MissionKind = engagementOpsApi.MissionKind;

/** Whether a kind's target is money (typed in major units) rather than a count of rounds. */
export const isMoneyKind = (kind: MissionKind): boolean => engagementOpsApi.MONEY_MISSION_KINDS.includes(kind);

/** The mission form as typed: the reward (and a money target) in major units. */
export interface MissionFormValues {
  period: engagementOpsApi.MissionPeriod;
  kind: MissionKind;
  title: string;
  target: string;
  reward: string;
  turnoverMultiple: string;
  active: boolean;
  sort: string;
}

export const MISSION_FIELDS = ['period', 'kind', 'title', 'target', 'reward', 'turnoverMultiple', 'sort'] as const;

export const newMissionValues = (): MissionFormValues => ({
  period: 'DAILY',
  kind: 'BET_COUNT',
  title: '',
  target: '',
  reward: '',
  turnoverMultiple: '1',
  active: true,
  sort: '0',
});

export const missionValues = (m: engagementOpsApi.OpsMission): MissionFormValues => ({
  period: m.period,
  kind: m.kind,
  title: m.title,
  target: isMoneyKind(m.kind) ? majorOf(m.target) : String(m.target),
  reward: majorOf(m.reward),
  turnoverMultiple: String(m.turnoverMultiple),
  active: m.active,
  sort: String(m.sort),
});

export const missionSchema = (t: TFunction) =>
  yup.object({
    title: yup
      .string()
      .trim()
      .required(t('required'))
      .max(64, t('too_long', { max: 64 })),
    target: yup.string().when('kind', {
      is: (k: MissionKind) => isMoneyKind(k),
      then: () => moneyField(t),
      otherwise: () => wholeField(t, 1, 1_000_000_000),
    }),
    reward: moneyField(t),
    turnoverMultiple: multipleField(t),
    sort: wholeField(t, 0, 1000),
  });

/** The body: a money target and the reward in minor units. */
export const toMissionInput = (v: MissionFormValues): engagementOpsApi.MissionInput => ({
  period: v.period,
  kind: v.kind,
  title: v.title.trim(),
  target: isMoneyKind(v.kind) ? minorOf(v.target)! : wholeOf(v.target)!,
  reward: minorOf(v.reward)!,
  turnoverMultiple: Number(v.turnoverMultiple),
  active: v.active,
  sort: wholeOf(v.sort) ?? 0,
});
