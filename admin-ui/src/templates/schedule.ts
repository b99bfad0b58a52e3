import type { SessionUser } from '../auth/session';
import { MONTH_DAY_MESSAGE } from './template-messages';
import type { Schedule, ScheduleType, TemplateRecord } from './template-types';

// Spec section 9: weekdays monday to sunday, monthly days 1-28, all times UTC.
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1));

export const NO_SCHEDULE: Schedule = { type: 'none', day: '', time: '', cron: '' };

const TYPE_LABELS: Record<ScheduleType, string> = { none: 'None', weekly: 'Weekly', monthly: 'Monthly', custom: 'Custom' };

/** 'wednesday' reads 'Wednesday'. */
export const weekdayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/**
 * Spec section 6: weekly for everyone, monthly with the monthlyScheduling grant (a super admin
 * passes every grant check), custom cron for super admins and the allowlisted accounts, as the
 * server tells the session. The template's current type stays on offer, so a schedule the user
 * may no longer choose still reads as what it is.
 */
export const scheduleTypeChoices = (user: SessionUser | undefined, current: ScheduleType = 'none'): { id: ScheduleType; name: string }[] => {
  const allowed: Record<ScheduleType, boolean> = {
    none: true,
    weekly: true,
    monthly: Boolean(user?.company.isSuperAdmin || user?.grants.includes('monthlyScheduling')),
    custom: Boolean(user?.canUseCustomCron),
  };
  return (Object.keys(TYPE_LABELS) as ScheduleType[])
    .filter((type) => allowed[type] || type === current)
    .map((id) => ({ id, name: TYPE_LABELS[id] }));
};

/**
 * A stored schedule as the template screen loads it: a missing type, or weekly without day and
 * time, reads as none (spec section 4).
 */
export const loadedSchedule = (template: Pick<TemplateRecord, 'scheduleType' | 'scheduleDay' | 'scheduleTime' | 'scheduleCron'>): Schedule => {
  const type = template.scheduleType as ScheduleType | null;
  if (!type || !(type in TYPE_LABELS) || type === 'none') return NO_SCHEDULE;
  if (type === 'weekly' && !(template.scheduleDay && template.scheduleTime)) return NO_SCHEDULE;
  return { type, day: template.scheduleDay ?? '', time: template.scheduleTime ?? '', cron: template.scheduleCron ?? '' };
};

/** The schedule in words for the list: 'Weekly, Wednesday 09:30 UTC', 'Monthly, day 3 06:00 UTC'. */
export const describeSchedule = (schedule: Schedule): string => {
  switch (schedule.type) {
    case 'weekly':
      return `Weekly, ${weekdayName(schedule.day)} ${schedule.time} UTC`;
    case 'monthly':
      return `Monthly, day ${schedule.day} ${schedule.time} UTC`;
    case 'custom':
      return `Custom, ${schedule.cron} UTC`;
    default:
      return 'None';
  }
};

const isMonthDay = (day: string) => /^\d{1,2}$/.test(day.trim()) && MONTH_DAYS.includes(String(Number(day)));

/**
 * The spec's client-side schedule check: a monthly day outside 1-28 is refused, and the caller
 * clears the day (spec section 5). The remaining checks are the server's, flashed verbatim.
 */
export const scheduleProblem = (schedule: Schedule): string | null =>
  schedule.type === 'monthly' && !isMonthDay(schedule.day) ? MONTH_DAY_MESSAGE : null;

/** The schedule fields of batchCreateOne and batchUpdateById; only the chosen type's fields are sent. */
export const scheduleRecord = (schedule: Schedule) => ({
  scheduleType: schedule.type,
  scheduleDay: schedule.type === 'weekly' || schedule.type === 'monthly' ? schedule.day.trim() || null : null,
  scheduleTime: schedule.type === 'weekly' || schedule.type === 'monthly' ? schedule.time.trim() || null : null,
  scheduleCron: schedule.type === 'custom' ? schedule.cron.trim() || null : null,
});

/** Switching type keeps what still fits and gives weekly a day, so the select never shows blank. */
export const withType = (schedule: Schedule, type: ScheduleType): Schedule => {
  if (type === 'weekly') return { ...schedule, type, day: (WEEKDAYS as readonly string[]).includes(schedule.day) ? schedule.day : 'monday' };
  if (type === 'monthly') return { ...schedule, type, day: isMonthDay(schedule.day) ? schedule.day : '' };
  return { ...schedule, type };
};
