import type { RuleRequirement } from '../rules/check.ts';

/** Layout names of product.md section 2. `default` applies when a route names none. */
export type LayoutName = 'default' | 'clean' | 'empty' | '404' | 'home';

/** One top-level menu section (routes.md 2.31), in menu order. */
export interface SectionDef {
  /** Stable id, e.g. `cashbox`, `information`. */
  id: string;
  /** Path prefix of its index page, e.g. `/cashbox`; `/` for home. */
  path: string;
  /** i18n key of its menu title, e.g. `sections.cashbox`. */
  titleKey: string;
}

/** One screen of routes.md. */
export interface RouteDef {
  /** Unique route name, e.g. `cashbox-cash-registers`. */
  name: string;
  /** Absolute path, e.g. `/cashbox/cash-registers`. */
  path: string;
  /** Id of the menu section it belongs to. */
  section: string;
  /** Optional sub-group inside the section (e.g. information's `warehouses`) for grouping in menu and index pages. */
  group?: string;
  /** i18n key of the screen title, e.g. `routes.cashbox-cash-registers`. */
  titleKey: string;
  /** Required rule; absent means none. */
  rule?: RuleRequirement;
  layout?: LayoutName;
  public?: boolean;
  /** True for section and group index pages (which carry no rule). */
  index?: boolean;
  /** Hidden from the menu (auth pages, 404, editors opened from other screens). */
  hideInMenu?: boolean;
}
