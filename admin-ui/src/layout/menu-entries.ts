import type { SessionUser } from '../auth/session';

export interface MenuEntry {
  label: string;
  to: string;
}

export interface MenuGroup {
  title: string | null;
  entries: MenuEntry[];
}

/** The role tests of spec section 6 as the sidebar needs them. */
const rolesOf = (user: SessionUser) => {
  const superAdmin = user.company.isSuperAdmin;
  // A super admin passes every role and grant check.
  const granted = (grant: string) => superAdmin || user.grants.includes(grant);
  const shareAccess = superAdmin || (user.company.moonpullShareEnabled && user.roles.some((role) => role.id === 'share-user'));
  return { superAdmin, granted, shareAccess, owner: superAdmin || user.isCompanyOwner };
};

const when = (condition: boolean, ...entries: MenuEntry[]): MenuEntry[] => (condition ? entries : []);

/**
 * The sidebar of spec section 2, by role and grant. The brand-carrying labels use the configured
 * product name. Groups with no entry for this user are left out.
 */
export const menuGroups = (user: SessionUser, productName: string): MenuGroup[] => {
  const { superAdmin, granted, shareAccess, owner } = rolesOf(user);
  const groups: MenuGroup[] = [
    {
      title: null,
      entries: [
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Submit Links', to: '/link-checker' },
        { label: 'Your Results', to: '/reporting/batches' },
        { label: 'Audit Search', to: '/reporting/audits' },
      ],
    },
    {
      title: 'Account',
      // Both open /account-management (spec section 2), on its companies or users tab.
      entries: when(
        owner,
        ...when(superAdmin, { label: 'Companies Management', to: '/account-management?tab=companies' }),
        { label: 'User Management', to: '/account-management?tab=users' },
      ),
    },
    {
      title: 'CMS',
      entries: when(
        superAdmin,
        { label: 'Documentation', to: '/documentation' },
        { label: 'Platform Content', to: '/cms/platform-content' },
        { label: 'Networks', to: '/cms/networks' },
        { label: 'Network Success Criteria', to: '/cms/networks/success-criteria' },
        { label: 'Lite CMP', to: '/cms/lite-cmp' },
        { label: 'Platforms', to: '/cms/platforms' },
        { label: 'Narrative Management', to: '/narrative-management' },
        { label: 'Error Management', to: '/error-management' },
        { label: 'Reasons Management', to: '/reasons-management' },
        { label: 'Statuses', to: '/cms/statuses' },
        { label: 'Access', to: '/cms/access' },
        { label: 'Certification Responsibility', to: '/cms/certification-responsibility' },
        { label: 'Guided Results', to: '/cms/guided-results' },
        ...when(granted('whitelisting'), { label: 'Whitelist', to: '/cms/whitelist' }),
        { label: `${productName} Reporting`, to: '/cms/moonpull-reporting' },
      ),
    },
    { title: 'Network Insights', entries: when(superAdmin, { label: 'Submission', to: '/network-insights/submission' }) },
    {
      title: 'Share',
      entries: [...when(superAdmin, { label: 'Issue Reports', to: '/share/issues/reports' }), ...when(shareAccess, { label: 'Issues', to: '/share/issues' })],
    },
    {
      title: 'Others',
      entries: [
        ...when(superAdmin, { label: 'Internal Advertiser Issue Queue', to: '/internal-advertiser-issue-queue' }),
        ...when(granted('api'), { label: 'API Keys', to: '/api-keys' }, { label: 'Developer Playground', to: '/dev-playground' }),
        ...when(granted('advertiserManagement'), { label: 'Advertisers', to: '/cms/advertisers' }),
        ...when(superAdmin, { label: `${productName} Reporting`, to: '/moonpull-reporting' }),
        // Spec section 6, as coded: shown to super admins or when the grant is NOT held.
        ...when(superAdmin || !user.grants.includes('enterpriseReporting'), { label: 'Enterprise Reporting', to: '/enterprise-reporting' }),
        ...when(superAdmin, { label: 'Superuser Tools', to: '/superuser-tools' }),
        ...when(superAdmin || !user.grants.includes('scheduling'), { label: 'Scheduling', to: '/scheduling' }),
        { label: 'Support', to: '/support' },
        { label: 'What the Codes Mean', to: '/legend' },
        // Every company's audits may carry a Lite second opinion (issue 17), so everyone's list.
        { label: 'Web Unlocker Journey', to: '/web-unlocker-journey' },
        // The verification grant's Link Assurance tab (spec section 6).
        ...when(granted('verification'), { label: `${productName} Verification`, to: '/moonpull-verification' }),
        ...when(
          superAdmin,
          { label: 'Link Assurance', to: '/link-assurance' },
          { label: 'Link Assurance Search', to: '/link-assurance-search' },
          { label: 'Advertiser Certification', to: '/advertiser-certification' },
        ),
      ],
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
};
