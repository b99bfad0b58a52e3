import { Stack, TextField } from '@mui/material';
import { readSession } from '../auth/session';
import { useSuggestionList } from '../choices/SuggestionList';
import { TIME_SUGGESTIONS } from '../choices/suggestions';
import { MONTH_DAYS, WEEKDAYS, scheduleTypeChoices, weekdayName, withType } from './schedule';
import type { Schedule, ScheduleType } from './template-types';

interface ScheduleEditorProps {
  schedule: Schedule;
  onChange: (schedule: Schedule) => void;
}

/**
 * Type, day, time and cron of a template (spec sections 2, 6 and 9), all UTC. Native selects keep
 * the choices plain to read and to drive. The monthly day suggests 1-28 but takes any text, so
 * a wrong day gets the spec's message rather than being impossible to type; so does the time,
 * which suggests every half hour.
 */
export const ScheduleEditor = ({ schedule, onChange }: ScheduleEditorProps) => {
  const choices = scheduleTypeChoices(readSession()?.user, schedule.type);
  const set = (patch: Partial<Schedule>) => onChange({ ...schedule, ...patch });
  const native = { select: { native: true } };
  const times = useSuggestionList(TIME_SUGGESTIONS);
  return (
    <Stack direction="row" spacing={2} sx={{ my: 2 }} flexWrap="wrap" useFlexGap>
      <TextField
        fullWidth={false}
        select
        label="Schedule type"
        value={schedule.type}
        onChange={(event) => onChange(withType(schedule, event.target.value as ScheduleType))}
        slotProps={{ ...native, htmlInput: { name: 'scheduleType' } }}
        sx={{ minWidth: 160 }}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </TextField>
      {schedule.type === 'weekly' && (
        <TextField
          fullWidth={false}
          select
          label="Day"
          value={schedule.day}
          onChange={(event) => set({ day: event.target.value })}
          slotProps={{ ...native, htmlInput: { name: 'scheduleDay' } }}
          sx={{ minWidth: 160 }}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayName(day)}
            </option>
          ))}
        </TextField>
      )}
      {schedule.type === 'monthly' && (
        <>
          <TextField
          fullWidth={false}
            label="Day of month"
            value={schedule.day}
            onChange={(event) => set({ day: event.target.value })}
            slotProps={{ htmlInput: { name: 'scheduleDay', list: 'template-month-days', inputMode: 'numeric' } }}
            helperText="1-28"
          />
          <datalist id="template-month-days">
            {MONTH_DAYS.map((day) => (
              <option key={day} value={day} />
            ))}
          </datalist>
        </>
      )}
      {(schedule.type === 'weekly' || schedule.type === 'monthly') && (
        <TextField
          fullWidth={false}
          label="Time (UTC)"
          value={schedule.time}
          onChange={(event) => set({ time: event.target.value })}
          placeholder="HH:MM"
          slotProps={{ htmlInput: { name: 'scheduleTime', list: times.id, autoComplete: 'off' } }}
          sx={{ width: 140 }}
        />
      )}
      {times.list}
      {schedule.type === 'custom' && (
        <TextField
          fullWidth={false}
          label="Cron (UTC)"
          value={schedule.cron}
          onChange={(event) => set({ cron: event.target.value })}
          placeholder="minute hour day-of-month month day-of-week"
          slotProps={{ htmlInput: { name: 'scheduleCron' } }}
          sx={{ minWidth: 280 }}
        />
      )}
    </Stack>
  );
};
