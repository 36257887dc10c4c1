// The four contract relays of the specification, by contract kind: GET lists (the agent's
// contracts and settlements), POST acts (offer, accept, reject, terminate). The gateway mounts
// them and the site calls them from this one table.
import {
  contractDailySalary,
  contractDailySalaryAction,
  contractDividend,
  contractDividendAction,
  contractHourSalary,
  contractHourSalaryAction,
  contractRealtimeSalary,
  contractRealtimeSalaryAction,
} from './generated/calls.ts';

export const CONTRACT_CALLS = {
  DIVIDEND: { list: contractDividend, act: contractDividendAction },
  DAILY: { list: contractDailySalary, act: contractDailySalaryAction },
  HOURLY: { list: contractHourSalary, act: contractHourSalaryAction },
  REALTIME: { list: contractRealtimeSalary, act: contractRealtimeSalaryAction },
} as const;
