import { roleMay, type DeskAbility, type StaffRole } from './admin.ts';

/**
 * The desk's menu (docs/reference/screens.md#desk), listed alike by the server's first paint
 * (`server/src/modules/pages/desk-frame.ts`) and the desk (`web/src/desk/frame/desk-header.tsx`), so that the app
 * taking over moves nothing. What a dispatcher needs at hand stands in the row itself; an admin's less daily pages
 * sit in groups, each behind a button that shows its links.
 */
export interface DeskMenuLink {
  path: string;
  /** The text key of its name. */
  key: string;
  /** Who sees it: every member without. */
  ability?: DeskAbility;
  /** Current on every page below its path too (the settings' screens). */
  below?: true;
}

export interface DeskMenuGroup {
  /** The group's name, also the base of its list's id. */
  group: 'manage' | 'money';
  key: string;
  links: readonly DeskMenuLink[];
}

export type DeskMenuEntry = DeskMenuLink | DeskMenuGroup;

const deskMenuEntries: readonly DeskMenuEntry[] = [
  { path: '/admin', key: 'deskBoard' },
  { path: '/admin/plan', key: 'deskPlan' },
  { path: '/admin/run-sheet', key: 'deskRunSheet' },
  { path: '/admin/absence', key: 'desk.absence.title', ability: 'tripActions' },
  {
    group: 'manage',
    key: 'deskMenuManage',
    links: [
      { path: '/admin/drivers', key: 'deskDrivers', ability: 'drivers' },
      { path: '/admin/vehicles', key: 'desk.vehicles.title', ability: 'drivers' },
      { path: '/admin/companies', key: 'desk.companies.title', ability: 'companies' },
      { path: '/admin/customers', key: 'deskCustomers', ability: 'privacy' },
      { path: '/admin/staff', key: 'deskStaff', ability: 'staff' },
      { path: '/admin/audit', key: 'deskAudit', ability: 'audit' },
      { path: '/admin/settings', key: 'desk.settings.title', ability: 'settings', below: true },
    ],
  },
  {
    group: 'money',
    key: 'deskMenuMoney',
    links: [
      { path: '/admin/figures', key: 'desk.figures.title', ability: 'figures' },
      { path: '/admin/invoices', key: 'deskInvoices', ability: 'invoices' },
    ],
  },
];

const mayUse = (role: StaffRole, link: DeskMenuLink) => link.ability === undefined || roleMay(role, link.ability);

/** The menu of a role: the links it may use, and the groups with at least one of them. */
export function deskMenuOf(role: StaffRole): DeskMenuEntry[] {
  return deskMenuEntries.flatMap((entry): DeskMenuEntry[] => {
    if (!('group' in entry)) return mayUse(role, entry) ? [entry] : [];
    const links = entry.links.filter((link) => mayUse(role, link));
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** Whether a link of the menu is the page at `path` (a path without its trailing slash). */
export const isCurrentDeskPage = (link: DeskMenuLink, path: string): boolean =>
  link.path === path || (link.below === true && path.startsWith(`${link.path}/`));

/** The id of a group's list, which its button controls: one menu a page. */
export const deskMenuListId = (group: DeskMenuGroup['group']) => `desk-menu-${group}`;

/** The chevron of a group's button (an SVG path of a 24 × 24 box), turned while the group is open. */
export const deskMenuChevronPath = 'M6 9l6 6 6-6';
