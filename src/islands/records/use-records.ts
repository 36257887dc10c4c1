import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CallSpec, RequestOf } from '../../../contract/call-spec.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { periodOf, presetDays } from '../../../core/periods.ts';
import type { Records } from '../../stores/records.ts';
import { type Days, today } from '../ui/PeriodPicker.tsx';

/**
 * The state every records page has: a period of the merchant's days (the last 7 by default), the
 * page's own filters and page number (a new period or filter starts again at page 1), and the
 * answer to the query they make, loaded whenever it changes.
 */
export function useRecords<S extends CallSpec<{ request: unknown; response: unknown }>, F extends Record<string, string>>(
  records: Records<S>,
  initialFilters: F,
  toQuery: (period: { startTime: number; endTime: number }, filters: F, page: number) => RequestOf<S>,
) {
  const result = useStore(records.$result);
  const [days, setDays] = useState<Days>(() => presetDays('last7', today()));
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState('');
  const { start, end } = periodOf(days.first, days.last, pageConfig().timezone);
  const query = toQuery({ startTime: start, endTime: end }, filters, page);
  const key = JSON.stringify(query);
  const load = () =>
    records.load(query).then(
      () => setFailed(''),
      (error) => setFailed(errorText(error)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query (as its key) is what it loads by; load is made anew each render
  useEffect(() => void load(), [key]);
  const state = {
    days,
    chooseDays: (next: Days) => {
      setDays(next);
      setPage(1);
    },
    filters,
    chooseFilter: (name: keyof F, value: string) => {
      setFilters({ ...filters, [name]: value });
      setPage(1);
    },
    /** A filter's value and its change, as a filter control takes them (SelectField, AccountFilter). */
    filter: (name: keyof F) => ({ value: filters[name], onChange: (value: string) => state.chooseFilter(name, value) }),
    page,
    setPage,
    failed,
    retry: load,
    value: result?.value,
    busy: !result || JSON.stringify(result.query) !== key,
  };
  return state;
}

/** What a records page's view needs of its state (RecordsView). */
export interface RecordsState {
  days: Days;
  chooseDays: (days: Days) => void;
  page: number;
  setPage: (page: number) => void;
  failed: string;
  retry: () => void;
  value: unknown;
  busy: boolean;
}
