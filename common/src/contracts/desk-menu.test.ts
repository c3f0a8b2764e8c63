import { describe, expect, it } from 'vitest';
import { deskMenuOf, isCurrentDeskPage, type DeskMenuEntry, type DeskMenuLink } from './desk-menu.ts';

const linksOf = (entries: DeskMenuEntry[]): DeskMenuLink[] =>
  entries.flatMap((entry) => ('group' in entry ? entry.links : [entry]));

describe("the desk's menu", () => {
  it("keeps a dispatcher's pages in the row, without groups", () => {
    const menu = deskMenuOf('dispatcher');
    expect(menu.map((entry) => ('group' in entry ? entry.group : entry.path))).toEqual([
      '/admin',
      '/admin/plan',
      '/admin/run-sheet',
      '/admin/absence',
    ]);
  });

  it("puts an admin's less daily pages in Manage and Money, each page once", () => {
    const menu = deskMenuOf('admin');
    expect(menu.flatMap((entry) => ('group' in entry ? [entry.group] : []))).toEqual(['manage', 'money']);
    const paths = linksOf(menu).map((link) => link.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(13);
  });

  it('marks the settings current on every screen below them, another page only on its own path', () => {
    const links = linksOf(deskMenuOf('admin'));
    const current = (path: string) => links.filter((link) => isCurrentDeskPage(link, path)).map((link) => link.path);
    expect(current('/admin/settings/company')).toEqual(['/admin/settings']);
    expect(current('/admin/drivers')).toEqual(['/admin/drivers']);
    expect(current('/admin/drivers/7')).toEqual([]);
  });
});
