/**
 * Pure helpers of the rights-management screens: labels of rules, grouping of
 * the catalogue by module, search, which rules the acting user may not change,
 * "select all in module" and the diff a save sends. No React, no antd.
 */
import { ROUTES, type RouteDef, SECTION_IDS, SECTIONS, type SectionDef } from '@savdo/shared/routes';
import {
  DASHBOARD_TABS,
  DEV_RULE,
  RULE_OBJECT_TITLES,
  ruleAlternatives,
  ruleObject,
  SCREENLESS_RULE_OBJECTS,
} from '@savdo/shared/rules';
import type { AssignableSet, CatalogueModule, CatalogueRule } from '@savdo/shared/schemas';

export type { AssignableSet, CatalogueModule, CatalogueRule };

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Actions with an `rbac.actions.*` title. */
export const ACTIONS = [
  'show',
  'add',
  'edit',
  'approve',
  'cancel',
  'exceed',
  'print',
  'attach',
  'merge',
  'all',
] as const;
const ACTION_SET: ReadonlySet<string> = new Set(ACTIONS);

/** `cashbox.show` → `show`. */
export function actionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
}

/**
 * Object → title key of the screen whose rule uses it: the first route in menu
 * order, preferring a route of the rule's own module. The dashboard and the
 * developer rule have titles of their own.
 */
export const OBJECT_TITLE_KEYS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>([
    ['dashboard', 'dashboard.title'],
    [ruleObject(DEV_RULE), 'rbac.developer'],
  ]);
  for (const route of ROUTES) {
    if (!route.rule) continue;
    for (const alt of ruleAlternatives(route.rule)) {
      const object = ruleObject(alt);
      if (!map.has(object)) map.set(object, route.titleKey);
    }
  }
  for (const [object, path] of Object.entries(SCREENLESS_RULE_OBJECTS)) {
    const route = ROUTES.find((r) => r.path === path);
    if (route) map.set(object, route.titleKey);
  }
  for (const [object, key] of Object.entries(RULE_OBJECT_TITLES)) map.set(object, key);
  return map;
})();

const TAB_BY_OBJECT: ReadonlyMap<string, string> = new Map(
  DASHBOARD_TABS.map((tab) => [ruleObject(tab.rule), tab.key]),
);

/**
 * A readable label: "<screen title> — <action>", a dashboard tab's name for
 * the dashboard tab rules, the raw name when the object has no screen.
 */
export function ruleLabel(name: string, t: Translate): string {
  const object = ruleObject(name);
  const tab = TAB_BY_OBJECT.get(object);
  if (tab) return t('rbac.dashboardTab', { tab: t(`dashboard.tabs.${tab}`) });
  if (name === DEV_RULE) return t('rbac.developer');
  const titleKey = OBJECT_TITLE_KEYS.get(object);
  if (!titleKey) return name;
  const action = actionOf(name);
  return t('rbac.label', {
    screen: t(titleKey),
    action: ACTION_SET.has(action) ? t(`rbac.actions.${action}`) : action,
  });
}

/** Text folded for search: lower case, Uzbek apostrophes (ʻ ʼ ' ‘ ’ `) as one. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .replace(/[ʻʼ'‘’`]/g, "'")
    .trim();
}

export interface LabeledRule {
  name: string;
  action: string;
  label: string;
  /** Folded label and name, for search. */
  search: string;
}

export interface RuleGroup {
  module: string;
  titleKey: string;
  title: string;
  rules: LabeledRule[];
}

const SECTION_ORDER: ReadonlyMap<string, number> = new Map(SECTION_IDS.map((id, i) => [id, i]));
/** Objects in the order of OBJECT_TITLE_KEYS: the dashboard and its tabs, then by first screen in menu order. */
const OBJECT_ORDER: ReadonlyMap<string, number> = new Map(
  [
    'dashboard',
    ...DASHBOARD_TABS.map((tab) => ruleObject(tab.rule)),
    ...[...OBJECT_TITLE_KEYS.keys()].filter((o) => o !== 'dashboard'),
  ].map((object, i) => [object, i]),
);
const ACTION_ORDER: ReadonlyMap<string, number> = new Map(ACTIONS.map((action, i) => [action, i]));
const LAST = Number.MAX_SAFE_INTEGER;

function byModule(a: string, b: string): number {
  return (SECTION_ORDER.get(a) ?? LAST) - (SECTION_ORDER.get(b) ?? LAST) || a.localeCompare(b);
}

/** Rules by their screen's place in the menu, then show, add, edit, print, attach. */
function byRule(a: string, b: string): number {
  const oa = ruleObject(a);
  const ob = ruleObject(b);
  return (
    (OBJECT_ORDER.get(oa) ?? LAST) - (OBJECT_ORDER.get(ob) ?? LAST) ||
    oa.localeCompare(ob) ||
    (ACTION_ORDER.get(actionOf(a)) ?? LAST) - (ACTION_ORDER.get(actionOf(b)) ?? LAST) ||
    a.localeCompare(b)
  );
}

/** The catalogue as groups: modules in menu order, rules by screen in menu order, each labelled. */
export function groupCatalogue(catalogue: readonly CatalogueModule[], t: Translate): RuleGroup[] {
  return [...catalogue]
    .sort((a, b) => byModule(a.module, b.module))
    .map((entry) => {
      const titleKey = `sections.${entry.module}`;
      const title = t(titleKey);
      return {
        module: entry.module,
        titleKey,
        title: title === titleKey ? entry.module : title,
        rules: entry.rules
          .map((rule) => rule.name)
          .sort(byRule)
          .map((name) => {
            const label = ruleLabel(name, t);
            return { name, action: actionOf(name), label, search: fold(`${label} ${name}`) };
          }),
      };
    });
}

/**
 * The groups narrowed to a search: a group whose title matches keeps all its
 * rules, otherwise only the rules whose label or name matches; empty groups go.
 */
export function filterGroups(groups: readonly RuleGroup[], query: string): RuleGroup[] {
  const q = fold(query);
  if (!q) return [...groups];
  const out: RuleGroup[] = [];
  for (const group of groups) {
    if (fold(`${group.title} ${group.module}`).includes(q)) {
      out.push(group);
      continue;
    }
    const rules = group.rules.filter((rule) => rule.search.includes(q));
    if (rules.length) out.push({ ...group, rules });
  }
  return out;
}

/** Keeps only the rules in `names` (e.g. the rules a position gives). */
export function onlyRules(groups: readonly RuleGroup[], names: ReadonlySet<string>): RuleGroup[] {
  return groups
    .map((group) => ({ ...group, rules: group.rules.filter((rule) => names.has(rule.name)) }))
    .filter((group) => group.rules.length > 0);
}

/**
 * Whether a rule's checkbox is disabled: always without the edit right, else
 * when the acting user may not assign it (adding or removing it would be
 * refused). While the assignable set is unknown everything is locked. The
 * assignable list becomes a set once per page.
 */
export function lockTest(assignable: AssignableSet | undefined, canEdit: boolean): (name: string) => boolean {
  if (!canEdit || !assignable) return () => true;
  if (assignable.all) return () => false;
  const allowed = new Set(assignable.rules);
  return (name) => !allowed.has(name);
}

export interface RuleDiff {
  added: string[];
  removed: string[];
}

/** What a save changes: rules added to and removed from `before`, each sorted. */
export function diffRules(before: Iterable<string>, after: Iterable<string>): RuleDiff {
  const a = new Set(before);
  const b = new Set(after);
  return {
    added: [...b].filter((name) => !a.has(name)).sort(),
    removed: [...a].filter((name) => !b.has(name)).sort(),
  };
}

/** Whether two rule sets hold the same names. */
export function sameRules(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const name of a) if (!b.has(name)) return false;
  return true;
}

/** Ticks (or unticks) every rule of a module the user may change; locked rules keep their state. */
export function setModule(
  selected: ReadonlySet<string>,
  rules: readonly string[],
  on: boolean,
  locked: (name: string) => boolean,
): Set<string> {
  const next = new Set(selected);
  for (const name of rules) {
    if (locked(name)) continue;
    if (on) next.add(name);
    else next.delete(name);
  }
  return next;
}

export interface ModuleState {
  count: number;
  /** Every rule the user may change is ticked (every rule, when none may be changed): a click clears them. */
  checked: boolean;
  indeterminate: boolean;
  /** True when no rule of the module may be changed. */
  allLocked: boolean;
}

/** The "select all" checkbox of a module, judged by the rules the user may change. */
export function moduleState(
  selected: ReadonlySet<string>,
  rules: readonly string[],
  locked: (name: string) => boolean,
): ModuleState {
  const count = rules.filter((name) => selected.has(name)).length;
  const changeable = rules.filter((name) => !locked(name));
  const basis = changeable.length > 0 ? changeable : rules;
  const checked = basis.length > 0 && basis.every((name) => selected.has(name));
  return {
    count,
    checked,
    indeterminate: count > 0 && !checked,
    allLocked: changeable.length === 0,
  };
}

export interface ModuleSummary {
  section: SectionDef;
  ruleCount: number;
  screenCount: number;
}

/** Menu sections with the number of catalogue rules and of screens (index pages left out) of each. */
export function moduleSummaries(
  catalogue: readonly { module: string; rules: readonly unknown[] }[],
): ModuleSummary[] {
  const counts = new Map(catalogue.map((entry) => [entry.module, entry.rules.length]));
  return SECTIONS.map((section) => ({
    section,
    ruleCount: counts.get(section.id) ?? 0,
    screenCount: ROUTES.filter((r) => r.section === section.id && !r.index && !r.public).length,
  }));
}

export interface SectionScreens {
  section: SectionDef;
  routes: { route: RouteDef; alternatives: string[] }[];
}

/** Every section with its screens (public ones left out) and each screen's rule alternatives. */
export function sectionScreens(): SectionScreens[] {
  return SECTIONS.map((section) => ({
    section,
    routes: ROUTES.filter((r) => r.section === section.id && !r.public).map((route) => ({
      route,
      alternatives: route.rule ? ruleAlternatives(route.rule) : [],
    })),
  }));
}
