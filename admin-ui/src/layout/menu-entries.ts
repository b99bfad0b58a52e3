import type { SvgIconComponent } from '@mui/icons-material';
import type { SessionUser } from '../auth/session';

/** The sidebar's groups of spec section 2, in their order; null is the untitled first group. */
export const MENU_GROUPS = [null, 'Account', 'CMS', 'Network Insights', 'Share', 'Others'] as const;
export type MenuGroupTitle = (typeof MENU_GROUPS)[number];

/** The role tests of spec section 6 as the sidebar needs them. */
export interface MenuAccess {
  superAdmin: boolean;
  /** The company's owner (a super admin passes). */
  owner: boolean;
  /** A share user of a share-enabled company (a super admin passes). */
  shareAccess: boolean;
  /** The grant is held; a super admin passes every grant check. */
  granted: (grant: string) => boolean;
  /** The grant is held, super admin or not: for the entries shown when it is NOT held. */
  holds: (grant: string) => boolean;
}

/** A screen's sidebar entry: where it sits, what it says and who sees it. */
export interface MenuEntryRule {
  group: MenuGroupTitle;
  /** The brand-carrying labels are made from the configured product name. */
  label: string | ((productName: string) => string);
  to: string;
  /** All a collapsed sidebar shows. */
  icon: SvgIconComponent;
  /** Absent: everyone sees it. */
  shownTo?: (access: MenuAccess) => boolean;
}

export interface MenuEntry {
  label: string;
  to: string;
  icon: SvgIconComponent;
}

export interface MenuGroup {
  title: MenuGroupTitle;
  entries: MenuEntry[];
}

const accessOf = (user: SessionUser): MenuAccess => {
  const superAdmin = user.company.isSuperAdmin;
  const holds = (grant: string) => user.grants.includes(grant);
  return {
    superAdmin,
    owner: superAdmin || user.isCompanyOwner,
    shareAccess: superAdmin || (user.company.moonpullShareEnabled && user.roles.some((role) => role.id === 'share-user')),
    granted: (grant) => superAdmin || holds(grant),
    holds,
  };
};

/**
 * The sidebar of spec section 2 for this user: the screens' entries (src/screens.ts, in its order)
 * they may see, by group. Groups with no entry for this user are left out.
 */
export const menuGroups = (user: SessionUser, productName: string, rules: readonly MenuEntryRule[]): MenuGroup[] => {
  const access = accessOf(user);
  const shown = rules.filter((rule) => rule.shownTo?.(access) ?? true);
  return MENU_GROUPS.map((title) => ({
    title,
    entries: shown
      .filter((rule) => rule.group === title)
      .map(({ label, to, icon }) => ({
        label: typeof label === 'string' ? label : label(productName),
        to,
        icon,
      })),
  })).filter((group) => group.entries.length > 0);
};
