import type { AuthenticatedUser } from '@tracklight/access';
import {
  CUSTOM_CRON_MESSAGE, MONTH_DAY_MESSAGE, MONTHLY_GRANT_MESSAGE, NO_SCHEDULE, WEEKLY_MESSAGE,
  loadedSchedule, nextRunAfter, scheduleFor,
} from './schedule';

const publisher: AuthenticatedUser = {
  id: 'u1', email: 'pub@example.com', name: 'Pub', title: '', companyId: 'c1', companyName: 'Pub Co',
  isSuperAdmin: false, isCompanyOwner: false, roles: [], grants: [], shareEnabled: false, queues: ['a', 'b', 'c'],
};
const withMonthly = { ...publisher, grants: ['monthlyScheduling'] } as AuthenticatedUser;
const superAdmin = { ...publisher, isSuperAdmin: true };

describe('template schedules (UTC)', () => {
  it('fires a weekly schedule on the next matching weekday and time', () => {
    const weekly = scheduleFor({ type: 'weekly', day: 'Wednesday', time: '09:30' }, publisher, []);
    // 2026-11-22 is a Sunday.
    expect(nextRunAfter(weekly, new Date('2026-11-22T12:00:00Z'))?.toISOString()).toBe('2026-11-25T09:30:00.000Z');
    expect(nextRunAfter(weekly, new Date('2026-11-25T09:30:00Z'))?.toISOString()).toBe('2026-12-02T09:30:00.000Z');
  });

  it('fires a sunday schedule on sunday (cron day 0)', () => {
    const weekly = scheduleFor({ type: 'weekly', day: 'sunday', time: '00:00' }, publisher, []);
    expect(nextRunAfter(weekly, new Date('2026-11-22T12:00:00Z'))?.toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('fires a monthly schedule on its day of the month, with the grant only', () => {
    expect(() => scheduleFor({ type: 'monthly', day: '3', time: '06:00' }, publisher, [])).toThrow(MONTHLY_GRANT_MESSAGE);
    const monthly = scheduleFor({ type: 'monthly', day: '03', time: '06:00' }, withMonthly, []);
    expect(monthly.day).toBe('3');
    expect(nextRunAfter(monthly, new Date('2026-11-22T12:00:00Z'))?.toISOString()).toBe('2026-12-03T06:00:00.000Z');
  });

  it.each(['0', '29', '31', 'x', ''])('refuses monthly day %p with the spec message', (day) => {
    expect(() => scheduleFor({ type: 'monthly', day, time: '06:00' }, withMonthly, [])).toThrow(MONTH_DAY_MESSAGE);
  });

  it('refuses a weekly schedule without a day or a valid time', () => {
    expect(() => scheduleFor({ type: 'weekly', day: null, time: '09:00' }, publisher, [])).toThrow(WEEKLY_MESSAGE);
    expect(() => scheduleFor({ type: 'weekly', day: 'monday', time: '25:00' }, publisher, [])).toThrow(WEEKLY_MESSAGE);
  });

  it('allows custom cron to super admins and the allowlist only, and checks the expression', () => {
    expect(() => scheduleFor({ type: 'custom', cron: '*/15 * * * *' }, publisher, [])).toThrow(CUSTOM_CRON_MESSAGE);
    const listed = scheduleFor({ type: 'custom', cron: '*/15 * * * *' }, publisher, ['PUB@example.com']);
    expect(nextRunAfter(listed, new Date('2026-11-22T12:01:00Z'))?.toISOString()).toBe('2026-11-22T12:15:00.000Z');
    expect(() => scheduleFor({ type: 'custom', cron: '61 * * * *' }, superAdmin, [])).toThrow(/Invalid cron expression/);
    expect(() => scheduleFor({ type: 'custom', cron: '* * *' }, superAdmin, [])).toThrow(/five fields/);
  });

  it('reads none for no type and unknown types', () => {
    expect(scheduleFor({}, publisher, [])).toEqual(NO_SCHEDULE);
    expect(() => scheduleFor({ type: 'daily' }, publisher, [])).toThrow(/Unknown schedule type 'daily'/);
    expect(nextRunAfter(NO_SCHEDULE, new Date())).toBeNull();
  });

  it('loads a missing or incomplete schedule as none', () => {
    expect(loadedSchedule(null)).toEqual(NO_SCHEDULE);
    expect(loadedSchedule({ type: 'weekly', day: null, time: null })).toEqual(NO_SCHEDULE);
    const weekly = { type: 'weekly' as const, day: 'friday', time: '10:00', cron: null };
    expect(loadedSchedule(weekly)).toEqual(weekly);
  });
});
