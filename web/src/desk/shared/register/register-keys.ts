/**
 * The translation keys of a register's words (ui/i18n/desk-*.json): the drivers' or the vehicles'. `count` takes
 * `{{count}}`; the titles, texts and messages of one row take its `{{name}}`.
 */
export type RegisterKeys = {
  title: string;
  intro: string;
  showAll: string;
  /** When there are none: `none` with the deactivated shown, else `noneActive`. */
  none: string;
  noneActive: string;
  count: string;
  caption: string;
  state: string;
  active: string;
  inactive: string;
  actions: string;
  edit: string;
  activate: string;
  deactivate: string;
  deactivateTitle: string;
  deactivateText: string;
  activated: string;
  deactivated: string;
  unchanged: string;
  saved: string;
};
