import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { dayIn, daysIn, earliestDay, PRESETS, presetDays, type Preset, STEP_LENGTHS, steppedDays } from '../../../core/periods.ts';

/** A period of whole days in the merchant's time zone (YYYY-MM-DD, both included). */
export interface Days {
  first: string;
  last: string;
}

/** The earlier and the later of two days: YYYY-MM-DD sorts as text. */
const earlier = (a: string, b: string) => [a, b].sort()[0]!;
const later = (a: string, b: string) => [a, b].sort()[1]!;

/** Today in the merchant's time zone. */
export function today(): string {
  return dayIn(Date.now(), pageConfig().timezone);
}

/**
 * The records pages' period: presets (today, the previous 7 and 30 days) and two date fields.
 * Records are of the past, so no day after today can be chosen, nor one before the look-back. A
 * period of 7 or 30 days (a preset, or two dates) moves a whole period back or forward: the
 * specification's previous and next 7 and 30 days.
 */
export function PeriodPicker({ days, onChange }: { days: Days; onChange: (days: Days) => void }) {
  const now = today();
  const presets = Object.keys(PRESETS) as Preset[];
  // A cleared field changes nothing; a first day after the last (or the other way round) moves the other along.
  const pick = (first: string, last: string) => first && last && onChange({ first, last });
  const chosen = presets.find((p) => {
    const d = presetDays(p, now);
    return d.first === days.first && d.last === days.last;
  });
  const length = daysIn(days.first, days.last);
  const steps: Array<['previous' | 'next', Days | null]> = STEP_LENGTHS.includes(length)
    ? [
        ['previous', steppedDays(days, -1, now)],
        ['next', steppedDays(days, 1, now)],
      ]
    : [];
  return (
    <div className="period-picker">
      <div className="period-presets" role="group" aria-label={t('island.records.period')}>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn-ghost btn-small"
            aria-pressed={preset === chosen}
            onClick={() => onChange(presetDays(preset, now))}
          >
            {t(`island.records.preset.${preset}`)}
          </button>
        ))}
      </div>
      {steps.length > 0 && (
        <div className="period-steps" role="group" aria-label={t('island.records.step')}>
          {steps.map(([direction, next]) => (
            // aria-disabled rather than disabled: the button keeps the focus when the last step is taken.
            <button
              key={direction}
              type="button"
              className="btn btn-ghost btn-small"
              aria-disabled={next === null}
              onClick={() => next && onChange(next)}
            >
              {t(`island.records.step.${direction}`, { days: length })}
            </button>
          ))}
        </div>
      )}
      <div className="period-days">
        <DayField
          id="period-first"
          label={t('island.records.from')}
          value={days.first}
          min={earliestDay(now)}
          max={days.last}
          onChange={(day) => pick(day, later(days.last, day))}
        />
        <DayField
          id="period-last"
          label={t('island.records.to')}
          value={days.last}
          min={days.first}
          max={now}
          onChange={(day) => pick(earlier(days.first, day), day)}
        />
      </div>
    </div>
  );
}

/** One end of the period: a labelled date input kept between `min` and `max`. */
function DayField(props: { id: string; label: string; value: string; min: string; max: string; onChange: (day: string) => void }) {
  const { id, label, value, min, max, onChange } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} min={min} max={max} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}
