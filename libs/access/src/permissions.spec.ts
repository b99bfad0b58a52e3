import { ROLES } from './authenticated-user';
import { PERSONAS } from './personas';
import {
  belongsToCompany,
  canUseCustomCron,
  customCronAllowlistOf,
  hasGrant,
  hasShareAccess,
  isCompanyOwner,
  isGlobalNetworkUser,
  isNetworkUser,
} from './permissions';

const { publisher, companyOwner, networkUser, shareUser, superAdmin } = PERSONAS;

describe('permissions (spec section 6)', () => {
  it('lets a super admin pass every check', () => {
    expect(
      [isCompanyOwner, isNetworkUser, isGlobalNetworkUser, hasShareAccess].every((check) =>
        check(superAdmin),
      ),
    ).toBe(true);
    expect(hasGrant(superAdmin, 'api')).toBe(true);
    expect(canUseCustomCron(superAdmin, [])).toBe(true);
    expect(belongsToCompany(superAdmin, 'AWIN')).toBe(true);
  });

  it('recognises the company owner by the user flag', () => {
    expect(isCompanyOwner(companyOwner)).toBe(true);
    expect(isCompanyOwner(publisher)).toBe(false);
  });

  it('tells the network roles apart by their fixed ids', () => {
    expect(isNetworkUser(networkUser)).toBe(true);
    expect(isGlobalNetworkUser(networkUser)).toBe(false);
    expect(isGlobalNetworkUser({ ...publisher, roles: [ROLES.globalNetworkUser] })).toBe(true);
  });

  it('gives share access only with both the company flag and the share role', () => {
    expect(hasShareAccess(shareUser)).toBe(true);
    expect(hasShareAccess({ ...shareUser, shareEnabled: false })).toBe(false);
    expect(hasShareAccess({ ...publisher, shareEnabled: true })).toBe(false);
    expect(
      hasShareAccess({
        ...publisher,
        shareEnabled: true,
        roles: [{ id: 'other-id', name: 'Moonpull Share User' }],
      }),
    ).toBe(true);
  });

  it('checks feature grants one by one', () => {
    const granted = { ...publisher, grants: ['geekFeatures' as const] };
    expect(hasGrant(granted, 'geekFeatures')).toBe(true);
    expect(hasGrant(granted, 'api')).toBe(false);
  });

  it('allows custom cron to listed accounts, case-insensitively', () => {
    expect(canUseCustomCron(publisher, ['PUBLISHER@example.com'])).toBe(true);
    expect(canUseCustomCron(publisher, ['someone@example.com'])).toBe(false);
  });

  it('reads the custom cron allowlist setting as a comma-separated list of e-mails', () => {
    expect(customCronAllowlistOf(' a@example.com, ,B@example.com ')).toEqual(['a@example.com', 'B@example.com']);
    expect(customCronAllowlistOf(undefined)).toEqual([]);
  });

  it('shows company-specific features to that company only', () => {
    expect(belongsToCompany(publisher, 'publisher ltd')).toBe(true);
    expect(belongsToCompany(publisher, 'AWIN')).toBe(false);
  });
});
