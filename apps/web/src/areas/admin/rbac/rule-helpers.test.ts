import { type Dictionary, dictionaries, flattenKeys, translate } from '@savdo/shared/i18n';
import { ROUTES, SECTIONS } from '@savdo/shared/routes';
import { RULE_GROUPS, RULES, RULES_BY_GROUP } from '@savdo/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  actionOf,
  type CatalogueModule,
  diffRules,
  filterGroups,
  fold,
  groupCatalogue,
  lockTest,
  moduleState,
  moduleSummaries,
  OBJECT_TITLE_KEYS,
  onlyRules,
  ruleLabel,
  sameRules,
  sectionScreens,
  setModule,
  type Translate,
} from './rule-helpers.ts';

const uz: Translate = (key, params) => translate('uz', key, params);
const ru: Translate = (key, params) => translate('ru', key, params);

/** The catalogue as GET /user/rules answers it: modules and rules by name (alphabetical). */
function catalogueOf(names: readonly string[]): CatalogueModule[] {
  const byModule = new Map<string, CatalogueModule>();
  [...names].sort().forEach((name, i) => {
    const module = RULE_GROUPS[name as keyof typeof RULE_GROUPS] ?? 'settings';
    const entry = byModule.get(module) ?? { module, rules: [] };
    const dot = name.lastIndexOf('.');
    entry.rules.push({ id: i + 1, name, object: name.slice(0, dot), action: name.slice(dot + 1) });
    byModule.set(module, entry);
  });
  return [...byModule.values()].sort((a, b) => a.module.localeCompare(b.module));
}

describe('rule labels', () => {
  it('names a rule by the title of its screen and the translated action', () => {
    expect(ruleLabel('province.show', uz)).toBe('Viloyatlar — Koʻrish');
    expect(ruleLabel('province.edit', ru)).toBe('Области — Редактирование');
    expect(ruleLabel('cashbox.add', uz)).toBe(`${uz('routes.cashbox-cash-registers')} — Qoʻshish`);
  });

  it('gives dashboard rules the dashboard tab names', () => {
    expect(ruleLabel('dashboard_trade.show', uz)).toBe('Boshqaruv paneli: «Savdo» varagʻi');
    expect(ruleLabel('dashboard_hrms.show', ru)).toBe('Панель управления: вкладка «Зарплата»');
    expect(ruleLabel('dashboard.show', uz)).toBe('Boshqaruv paneli — Koʻrish');
  });

  it('names the developer rule and falls back to the raw name', () => {
    expect(ruleLabel('is_dev.show', uz)).toBe('Dasturchi huquqi');
    expect(ruleLabel('no_such_object.show', uz)).toBe('no_such_object.show');
    expect(actionOf('a.b.show')).toBe('show');
    expect(actionOf('nodot')).toBe('');
  });

  it('has a screen title for every rule of the catalogue, and every title and action in both languages', () => {
    const tabObjects = new Set(RULES.filter((r) => r.startsWith('dashboard_')).map((r) => r.split('.')[0]));
    const missing = RULES.filter(
      (r) => !OBJECT_TITLE_KEYS.has(r.split('.')[0] ?? '') && !tabObjects.has(r.split('.')[0]),
    );
    expect(missing).toEqual([]);
    expect(new Set(RULES.map(actionOf))).toEqual(new Set(ACTIONS));
    const keys = [
      ...OBJECT_TITLE_KEYS.values(),
      ...ACTIONS.map((a) => `rbac.actions.${a}`),
      ...['position', 'user'].flatMap((k) => [`rbac.holder.${k}`, `rbac.pick.${k}`, `rbac.pickFirst.${k}`]),
      ...['position', 'user', 'assignable'].map((k) => `rbac.kinds.${k}`),
    ];
    for (const dict of [dictionaries.uz, dictionaries.ru]) {
      const flat = flattenKeys(dict as Dictionary);
      expect(keys.filter((key) => !flat.has(key))).toEqual([]);
    }
    for (const rule of RULES) expect(ruleLabel(rule, ru)).not.toBe(rule);
  });

  it('writes Uzbek oʻ and gʻ with U+02BB', () => {
    const flat = flattenKeys(dictionaries.uz as Dictionary);
    expect([...flat].filter(([k, v]) => k.startsWith('rbac.') && /[oOgG]['‘’`]/.test(v))).toEqual([]);
  });
});

describe('grouping the catalogue', () => {
  const groups = groupCatalogue(catalogueOf(RULES), uz);

  it('lists modules in menu order, all rules once, each object as show, add, edit', () => {
    expect(groups.map((g) => g.module)).toEqual([...RULES_BY_GROUP.keys()]);
    for (const group of groups) {
      expect(group.rules.map((r) => r.name).sort()).toEqual(
        [...(RULES_BY_GROUP.get(group.module as never) ?? [])].sort(),
      );
    }
    const home = groups[0]?.rules.map((r) => r.name);
    expect(home?.slice(0, 3)).toEqual(['dashboard.show', 'dashboard_trade.show', 'dashboard_cashbox.show']);
    const cashbox = groups.find((g) => g.module === 'cashbox')?.rules.map((r) => r.name);
    expect(cashbox?.slice(0, 3)).toEqual(['cashbox.show', 'cashbox.add', 'cashbox.edit']);
    const information = groups.find((g) => g.module === 'information');
    expect(information?.title).toBe('Maʼlumotlar');
    expect(information?.rules.find((r) => r.name === 'province.show')).toMatchObject({
      action: 'show',
      label: 'Viloyatlar — Koʻrish',
    });
  });

  it('keeps an unknown module last under its id', () => {
    const extra = groupCatalogue(
      [
        { module: 'zzz', rules: [{ id: 1, name: 'x.show', object: 'x', action: 'show' }] },
        ...catalogueOf(['cashbox.show']),
      ],
      uz,
    );
    expect(extra.map((g) => [g.module, g.title])).toEqual([
      ['cashbox', 'Kassa'],
      ['zzz', 'zzz'],
    ]);
  });

  it('searches labels and names, folding case and Uzbek apostrophes', () => {
    const found = filterGroups(groups, 'viloyat');
    expect(found.map((g) => g.module)).toEqual(['information']);
    expect(found[0]?.rules.map((r) => r.name)).toEqual(['province.show', 'province.add', 'province.edit']);
    expect(filterGroups(groups, 'PROVINCE.SHOW')[0]?.rules.map((r) => r.name)).toEqual(['province.show']);
    expect(fold('Koʻrish')).toBe(fold("ko'rish"));
    expect(filterGroups(groups, "ko'rish").length).toBeGreaterThan(10);
    expect(filterGroups(groups, '   ')).toHaveLength(groups.length);
    expect(filterGroups(groups, 'no such rule at all')).toEqual([]);
  });

  it('keeps a whole module when its title matches', () => {
    const kassa = filterGroups(groups, 'kassa').find((g) => g.module === 'cashbox');
    expect(kassa?.rules).toHaveLength(RULES_BY_GROUP.get('cashbox')?.length ?? -1);
  });

  it('narrows to a set of rules (what a position gives)', () => {
    const only = onlyRules(groups, new Set(['province.show', 'cashbox.show']));
    expect(only.map((g) => [g.module, g.rules.map((r) => r.name)])).toEqual([
      ['information', ['province.show']],
      ['cashbox', ['cashbox.show']],
    ]);
  });
});

describe('locked rules', () => {
  it('locks everything without the edit right or while the assignable set is unknown', () => {
    expect(lockTest({ all: true, rules: [] }, false)('province.show')).toBe(true);
    expect(lockTest(undefined, true)('province.show')).toBe(true);
  });

  it('locks nothing for a user who may assign everything', () => {
    expect(lockTest({ all: true, rules: [] }, true)('province.show')).toBe(false);
  });

  it('locks the rules outside the acting user’s assignable set', () => {
    const locked = lockTest({ all: false, rules: ['province.show'] }, true);
    expect(locked('province.show')).toBe(false);
    expect(locked('province.edit')).toBe(true);
  });
});

describe('editing a set', () => {
  const locked = (name: string) => name === 'province.edit';
  const module = ['province.show', 'province.add', 'province.edit'];

  it('diffs added and removed rules, sorted', () => {
    expect(diffRules(['b.show', 'a.show', 'c.show'], ['c.show', 'd.show', 'a.add'])).toEqual({
      added: ['a.add', 'd.show'],
      removed: ['a.show', 'b.show'],
    });
    expect(diffRules(['a.show'], new Set(['a.show']))).toEqual({ added: [], removed: [] });
    expect(sameRules(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameRules(new Set(['a']), new Set(['b']))).toBe(false);
  });

  it('selects and clears a module without touching locked rules', () => {
    const all = setModule(new Set(['x.show']), module, true, locked);
    expect([...all].sort()).toEqual(['province.add', 'province.show', 'x.show']);
    const none = setModule(new Set([...module, 'x.show']), module, false, locked);
    expect([...none].sort()).toEqual(['province.edit', 'x.show']);
  });

  it('tells the state of a module’s "select all" by the rules the user may change', () => {
    expect(moduleState(new Set(), module, locked)).toEqual({
      count: 0,
      checked: false,
      indeterminate: false,
      allLocked: false,
    });
    expect(moduleState(new Set(['province.show']), module, locked)).toMatchObject({
      count: 1,
      checked: false,
      indeterminate: true,
    });
    // the locked rule stays unticked: the changeable ones are all ticked, so a click clears them
    expect(moduleState(new Set(['province.show', 'province.add']), module, locked)).toMatchObject({
      count: 2,
      checked: true,
      indeterminate: false,
    });
    expect(moduleState(new Set(module), module, () => true)).toEqual({
      count: 3,
      checked: true,
      indeterminate: false,
      allLocked: true,
    });
    expect(moduleState(new Set(['province.show']), module, () => true)).toMatchObject({
      checked: false,
      indeterminate: true,
      allLocked: true,
    });
  });
});

describe('modules and sections', () => {
  it('counts rules and screens per menu section', () => {
    const summaries = moduleSummaries(catalogueOf(RULES));
    expect(summaries.map((s) => s.section.id)).toEqual(SECTIONS.map((s) => s.id));
    const info = summaries.find((s) => s.section.id === 'information');
    expect(info?.ruleCount).toBe(RULES_BY_GROUP.get('information')?.length);
    expect(info?.screenCount).toBeGreaterThan(10);
    expect(summaries.reduce((sum, s) => sum + s.ruleCount, 0)).toBe(RULES.length);
  });

  it('lists each section’s screens with their rule alternatives', () => {
    const sections = sectionScreens();
    const all = sections.flatMap((s) => s.routes);
    expect(all.length).toBe(ROUTES.filter((r) => !r.public).length);
    const provinces = all.find((r) => r.route.path === '/information/addresses/provinces');
    expect(provinces?.alternatives).toEqual(['province.show']);
    const editor = all.find((r) => r.route.path === '/settings/warning-letter-editor');
    expect(editor?.alternatives.length).toBe(2);
    expect(all.find((r) => r.route.path === '/settings')?.alternatives).toEqual([]);
  });
});
