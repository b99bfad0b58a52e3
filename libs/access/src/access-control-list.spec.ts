import {
  AccessControl,
  EMPTY_ACCESS_CONTROL_SOURCE,
  hasListedAccess,
  type AccessControlList,
} from './access-control-list';
import { PERSONAS } from './personas';

const list: AccessControlList = {
  WebUnlocker: ['PAT@Example.com', 'Some Other Ltd'],
  linkAssurance: ['publisher ltd'],
};

describe('platform content access list', () => {
  it('matches the user by e-mail, case-insensitively', () => {
    expect(hasListedAccess(PERSONAS.publisher, { x: ['PUBLISHER@EXAMPLE.COM'] }, 'x')).toBe(true);
  });

  it('matches the user by company name, case-insensitively, and the feature name likewise', () => {
    expect(hasListedAccess(PERSONAS.publisher, list, 'LinkAssurance')).toBe(true);
  });

  it('refuses a user listed under neither', () => {
    expect(hasListedAccess(PERSONAS.publisher, list, 'webunlocker')).toBe(false);
    expect(hasListedAccess(PERSONAS.publisher, list, 'unknownFeature')).toBe(false);
  });

  it('lets a super admin through whatever the list says', async () => {
    expect(hasListedAccess(PERSONAS.superAdmin, {}, 'webunlocker')).toBe(true);
    await expect(
      new AccessControl(EMPTY_ACCESS_CONTROL_SOURCE).hasAccess(PERSONAS.superAdmin, 'x'),
    ).resolves.toBe(true);
  });

  it('reads nothing by default, so only super admins pass until the cms provides the list', async () => {
    const access = new AccessControl(EMPTY_ACCESS_CONTROL_SOURCE);
    await expect(access.hasAccess(PERSONAS.publisher, 'linkAssurance')).resolves.toBe(false);
    const fromCms = new AccessControl({ read: async () => list });
    await expect(fromCms.hasAccess(PERSONAS.publisher, 'linkAssurance')).resolves.toBe(true);
  });
});
