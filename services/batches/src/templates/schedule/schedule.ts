import { CronExpressionParser } from 'cron-parser';
import { canUseCustomCron, hasGrant, type AuthenticatedUser } from '@tracklight/access';
import type { Schedule, ScheduleType } from '@tracklight/contracts';

// Spec sections 5, 6 and 9: template schedules, all in UTC. Weekly and custom by default, monthly
// with the monthlyScheduling grant, custom (cron) for super admins and the allowlist only.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const MONTH_DAY_MESSAGE = 'Please enter a valid day of the month (1-28).';
export const WEEKLY_MESSAGE = 'Please choose a day (monday to sunday) and a time (HH:MM, UTC) for a weekly schedule.';
export const TIME_MESSAGE = 'Please enter a time as HH:MM (UTC).';
export const MONTHLY_GRANT_MESSAGE = 'Monthly scheduling needs the monthlyScheduling feature.';
export const CUSTOM_CRON_MESSAGE = 'Custom cron schedules are available to super admins and listed accounts only.';

export const NO_SCHEDULE: Schedule = { type: 'none', day: null, time: null, cron: null };

export class ScheduleError extends Error {}

export interface ScheduleInput {
  type?: string | null;
  day?: string | null;
  time?: string | null;
  cron?: string | null;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const parseTime = (time: string | null | undefined): { hour: number; minute: number } | null => {
  const match = TIME.exec(time?.trim() ?? '');
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
};

/** The cron expression a schedule fires on (five fields, UTC), or null for none. */
export const cronOf = (schedule: Schedule): string | null => {
  if (schedule.type === 'custom') return schedule.cron;
  const time = parseTime(schedule.time);
  if (!time) return null;
  if (schedule.type === 'weekly') {
    const weekday = WEEKDAYS.indexOf(schedule.day as (typeof WEEKDAYS)[number]);
    return weekday < 0 ? null : `${time.minute} ${time.hour} * * ${(weekday + 1) % 7}`;
  }
  // Monthly is minute, hour, day of month (spec section 5).
  if (schedule.type === 'monthly') return `${time.minute} ${time.hour} ${schedule.day} * *`;
  return null;
};

const parseCron = (cron: string, after: Date) =>
  CronExpressionParser.parse(cron, { currentDate: after, tz: 'UTC', strict: false });

/** The first slot strictly after `after`, or null when the schedule never fires. */
export const nextRunAfter = (schedule: Schedule, after: Date): Date | null => {
  const cron = cronOf(schedule);
  return cron ? parseCron(cron, after).next().toDate() : null;
};

/**
 * A stored schedule as the template screen loads it: a missing type, or a weekly one without day
 * and time, reads as none (spec section 4).
 */
export const loadedSchedule = (schedule: Partial<Schedule> | null | undefined): Schedule => {
  const candidate = { ...NO_SCHEDULE, ...schedule } as Schedule;
  if (!['weekly', 'monthly', 'custom'].includes(candidate.type)) return NO_SCHEDULE;
  return cronOf(candidate) ? candidate : NO_SCHEDULE;
};

/** A schedule as a user asked for it, validated against their rights; throws ScheduleError. */
export const scheduleFor = (input: ScheduleInput, user: AuthenticatedUser, cronAllowlist: readonly string[]): Schedule => {
  const type = (input.type?.trim().toLowerCase() || 'none') as ScheduleType;
  if (type === 'none') return NO_SCHEDULE;
  if (type === 'weekly') {
    const day = input.day?.trim().toLowerCase() ?? '';
    if (!(WEEKDAYS as readonly string[]).includes(day) || !parseTime(input.time)) throw new ScheduleError(WEEKLY_MESSAGE);
    return { type, day, time: input.time!.trim(), cron: null };
  }
  if (type === 'monthly') {
    if (!hasGrant(user, 'monthlyScheduling')) throw new ScheduleError(MONTHLY_GRANT_MESSAGE);
    const day = input.day?.trim() ?? '';
    if (!/^\d{1,2}$/.test(day) || Number(day) < 1 || Number(day) > 28) throw new ScheduleError(MONTH_DAY_MESSAGE);
    if (!parseTime(input.time)) throw new ScheduleError(TIME_MESSAGE);
    return { type, day: String(Number(day)), time: input.time!.trim(), cron: null };
  }
  if (type === 'custom') {
    if (!canUseCustomCron(user, cronAllowlist)) throw new ScheduleError(CUSTOM_CRON_MESSAGE);
    const cron = input.cron?.trim() ?? '';
    if (cron.split(/\s+/).length !== 5) throw new ScheduleError('Invalid cron expression: use five fields (minute hour day-of-month month day-of-week), UTC.');
    try {
      parseCron(cron, new Date()).next();
    } catch (error) {
      throw new ScheduleError(`Invalid cron expression: ${(error as Error).message}`);
    }
    return { type, day: null, time: null, cron };
  }
  throw new ScheduleError(`Unknown schedule type '${input.type}'. Use none, weekly, monthly or custom.`);
};
