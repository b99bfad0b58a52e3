import { sessionUser } from '../auth/session-user.fixture';
import type { SessionUser } from '../auth/session';
import { SCREENS } from '../screens';
import { menuGroups as groupsFrom } from './menu-entries';

// The sidebar as the app draws it: from every screen's entries, in src/screens.ts's order.
const menuGroups = (user: SessionUser, productName: string) =>
  groupsFrom(
    user,
    productName,
    SCREENS.flatMap((screen) => screen.menu ?? []),
  ).map((group) => ({ ...group, entries: group.entries.map(({ label, to }) => ({ label, to })) }));
const labelsOf = (...args: Parameters<typeof menuGroups>) => menuGroups(...args).flatMap((group) => group.entries.map((entry) => entry.label));
const titlesOf = (...args: Parameters<typeof menuGroups>) => menuGroups(...args).map((group) => group.title);

describe('sidebar entries by role and grant (spec sections 2 and 6)', () => {
  it('gives a plain publisher the common screens, scheduling, enterprise reporting and support only', () => {
    expect(labelsOf(sessionUser(), 'Acme')).toEqual([
      'Dashboard',
      'Submit Links',
      'Your Results',
      'Audit Search',
      'Enterprise Reporting',
      'Scheduling',
      'Support',
      'What the Codes Mean',
      'Web Unlocker Journey',
    ]);
    expect(titlesOf(sessionUser(), 'Acme')).toEqual([null, 'Others']);
  });

  it('hides Enterprise Reporting and Scheduling from holders of those grants, as coded (spec section 6)', () => {
    const labels = labelsOf(sessionUser({ grants: ['enterpriseReporting', 'scheduling'] }), 'Acme');
    expect(labels).not.toContain('Enterprise Reporting');
    expect(labels).not.toContain('Scheduling');
  });

  it('shows a company owner User Management but not Companies Management', () => {
    const groups = menuGroups(sessionUser({ isCompanyOwner: true }), 'Acme');
    expect(groups.find((group) => group.title === 'Account')?.entries).toEqual([{ label: 'User Management', to: '/account-management?tab=users' }]);
  });

  it('adds API Keys, the Developer Playground and Advertisers for the api and advertiserManagement grants', () => {
    const labels = labelsOf(sessionUser({ grants: ['api', 'advertiserManagement'] }), 'Acme');
    expect(labels).toEqual(expect.arrayContaining(['API Keys', 'Developer Playground', 'Advertisers']));
    expect(labelsOf(sessionUser(), 'Acme')).not.toContain('Developer Playground');
    expect(labels).not.toContain('Platform Content');
  });

  it('shows Share issues only to share users of a share-enabled company', () => {
    const role = { id: 'share-user', name: 'Acme Share User' };
    expect(labelsOf(sessionUser({ roles: [role], moonpullShareEnabled: true }), 'Acme')).toContain('Issues');
    expect(labelsOf(sessionUser({ roles: [role] }), 'Acme')).not.toContain('Issues');
    expect(labelsOf(sessionUser({ moonpullShareEnabled: true }), 'Acme')).not.toContain('Issues');
  });

  it('gives a super admin every group and entry (they pass every grant check), the reporting entries branded', () => {
    const superAdmin = sessionUser({ isSuperAdmin: true });
    expect(titlesOf(superAdmin, 'Acme')).toEqual([null, 'Account', 'CMS', 'Network Insights', 'Share', 'Others']);
    const labels = labelsOf(superAdmin, 'Acme');
    expect(labels).toEqual(
      expect.arrayContaining(['Companies Management', 'Whitelist', 'API Keys', 'Issue Reports', 'Issues', 'Superuser Tools', 'Acme Reporting']),
    );
    expect(labels).not.toContain('Tracklight Reporting');
  });
  it("lists a super admin's entries in the sidebar's order (src/screens.ts within each group)", () => {
    expect(menuGroups(sessionUser({ isSuperAdmin: true }), 'Acme').map((group) => [group.title, group.entries.map((entry) => entry.label)])).toEqual([
      [null, ['Dashboard', 'Submit Links', 'Your Results', 'Audit Search']],
      ['Account', ['Companies Management', 'User Management']],
      [
        'CMS',
        [
          'Documentation',
          'Platform Content',
          'Networks',
          'Network Success Criteria',
          'Lite CMP',
          'Platforms',
          'Narrative Management',
          'Error Management',
          'Reasons Management',
          'Statuses',
          'Access',
          'Certification Responsibility',
          'Guided Results',
          'Whitelist',
          'Acme Reporting',
        ],
      ],
      ['Network Insights', ['Submission']],
      ['Share', ['Issue Reports', 'Issues']],
      [
        'Others',
        [
          'Internal Advertiser Issue Queue',
          'API Keys',
          'Developer Playground',
          'Advertisers',
          'Acme Reporting',
          'Enterprise Reporting',
          'Superuser Tools',
          'Scheduling',
          'Support',
          'What the Codes Mean',
          'Web Unlocker Journey',
          'Acme Verification',
          'Link Assurance',
          'Link Assurance Search',
          'Advertiser Certification',
        ],
      ],
    ]);
  });
});
