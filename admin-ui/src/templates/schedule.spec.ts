import { sessionUser } from '../auth/session-user.fixture';
import { scheduleTypeChoices } from './schedule';

const offered = (...args: Parameters<typeof scheduleTypeChoices>) => scheduleTypeChoices(...args).map((choice) => choice.id);

describe('schedule types on offer (spec section 6)', () => {
  it('offers a plain user weekly only, monthly with the grant', () => {
    expect(offered(sessionUser())).toEqual(['none', 'weekly']);
    expect(offered(sessionUser({ grants: ['monthlyScheduling'] }))).toEqual(['none', 'weekly', 'monthly']);
  });

  it('offers custom cron to whoever the server says may use it: super admins and the allowlist', () => {
    expect(offered(sessionUser({ isSuperAdmin: true, canUseCustomCron: true }))).toEqual(['none', 'weekly', 'monthly', 'custom']);
    expect(offered(sessionUser({ canUseCustomCron: true }))).toEqual(['none', 'weekly', 'custom']);
  });

  it('keeps the current type on offer so a schedule the user may no longer choose reads as it is', () => {
    expect(offered(sessionUser(), 'custom')).toEqual(['none', 'weekly', 'custom']);
    expect(offered(sessionUser(), 'monthly')).toEqual(['none', 'weekly', 'monthly']);
  });

  it('labels each type for the select', () => {
    expect(scheduleTypeChoices(sessionUser({ canUseCustomCron: true })).map((choice) => choice.name)).toEqual(['None', 'Weekly', 'Custom']);
  });
});
