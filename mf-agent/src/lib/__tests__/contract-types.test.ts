import { contractTypeOf, enabledContractTypes, type Consolidated } from '../contract-types';

const flags = (on: Partial<Consolidated>): Consolidated => ({
  balance: 0,
  currency: 'VND',
  dailysalreqtype: null,
  divtypereq: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  enableCt: false,
  dailySalary: false,
  hourSalary: false,
  salary: false,
  ...on,
});

describe('contract types switched on', () => {
  it('follows enableCt, dailySalary, hourSalary and salary', () => {
    expect(enabledContractTypes(null)).toEqual([]);
    expect(enabledContractTypes(flags({}))).toEqual([]);
    expect(enabledContractTypes(flags({ enableCt: true, salary: true }))).toEqual(['DIVIDEND', 'REALTIME_SALARY']);
    expect(enabledContractTypes(flags({ dailySalary: true, hourSalary: true }))).toEqual([
      'DAILY_SALARY',
      'HOURLY_SALARY',
    ]);
  });

  it('knows which page shows which type', () => {
    expect(contractTypeOf('agentDividendRecord')).toBe('DIVIDEND');
    expect(contractTypeOf('agentDailyWages2')).toBe('DAILY_SALARY');
    expect(contractTypeOf('agentHourSalary')).toBe('HOURLY_SALARY');
    expect(contractTypeOf('agentRealtimeSalary')).toBe('REALTIME_SALARY');
    expect(contractTypeOf('agentTeamOverview')).toBeNull();
  });
});
