import { describe, expect, it } from 'vitest';
import { type Dictionary, dictionaries, flattenKeys } from '../i18n/index.ts';
import { isRuleName } from '../rules/catalogue.ts';
import { ruleAlternatives } from '../rules/check.ts';
import {
  childRoutes,
  findRoute,
  GROUPS,
  MENU,
  menuFor,
  parentPath,
  ROUTES,
  routesOfSection,
  SECTION_IDS,
  SECTIONS,
} from './route-table.ts';

const TOP_LEVEL = ['/', '/news', '/auth/login', '/auth/renew-password', '/auth/two-factor', '/404'];
/** Pages that routes.md gives no rule, besides the top level and the indexes. */
const WITHOUT_RULE = ['/info/versions', '/info/news-editor', '/client/blacklist'];

describe('route table', () => {
  it('has unique paths, all absolute', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => !p.startsWith('/'))).toEqual([]);
    expect(paths.filter((p) => p !== '/' && p.endsWith('/'))).toEqual([]);
  });

  it('has unique kebab-case names and matching title keys', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(n))).toEqual([]);
    expect(ROUTES.filter((r) => r.titleKey !== `routes.${r.name}`)).toEqual([]);
  });

  it('lists every screen of routes.md', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(260);
  });

  it('gives a rule to every page except those routes.md leaves open', () => {
    const missing = ROUTES.filter(
      (r) =>
        !r.index && !TOP_LEVEL.includes(r.path) && !WITHOUT_RULE.includes(r.path) && r.rule === undefined,
    ).map((r) => r.path);
    expect(missing).toEqual([]);
    for (const path of [...TOP_LEVEL, ...WITHOUT_RULE]) expect(findRoute(path)?.rule).toBeUndefined();
  });

  it('gives no rule to index pages', () => {
    expect(ROUTES.filter((r) => r.index && r.rule !== undefined)).toEqual([]);
    for (const path of [
      '/settings',
      '/settings/rbac',
      '/settings/contract-settings',
      '/information/modul-index',
    ]) {
      expect(findRoute(path)).toMatchObject({ index: true });
    }
  });

  it('names only catalogued rules, each of the form object.action', () => {
    const unknown = ROUTES.flatMap((r) => (r.rule ? ruleAlternatives(r.rule) : [])).filter(
      (a) => !isRuleName(a),
    );
    expect(unknown).toEqual([]);
  });

  it('uses every rule form of routes.md: pipe, array and double bar', () => {
    const rules = ROUTES.map((r) => r.rule);
    expect(rules.some((r) => Array.isArray(r))).toBe(true);
    expect(rules.filter((r) => typeof r === 'string' && r.includes('||'))).toEqual([
      'is_dev.show||hiring_staff.show',
    ]);
    expect(rules.some((r) => typeof r === 'string' && /[^|]\|[^|]/.test(r))).toBe(true);
  });

  it('has the 33 sections of routes.md 2.31 in menu order', () => {
    expect(SECTIONS.map((s) => s.id)).toEqual([...SECTION_IDS]);
    expect(SECTIONS).toHaveLength(33);
    expect(SECTIONS[0]).toMatchObject({ id: 'home', path: '/' });
    expect(SECTIONS.at(-1)?.id).toBe('settings');
    expect(SECTIONS.find((s) => s.id === 'sms')?.path).toBe('/send-sms');
    expect(SECTIONS.find((s) => s.id === 'client-account-number')?.path).toBe('/client-account-numbers');
  });

  it('has an index page for every section and every group', () => {
    for (const s of SECTIONS) {
      const route = findRoute(s.path);
      expect(route, s.id).toBeDefined();
      expect(route?.section).toBe(s.id);
      if (s.id !== 'home') expect(route?.index, s.id).toBe(true);
    }
    for (const g of GROUPS) {
      expect(findRoute(g.path), g.id).toMatchObject({ index: true, section: g.section, group: g.id });
    }
  });

  it('puts every route in a known section and group', () => {
    const sections = new Set<string>(SECTION_IDS);
    const groups = new Map(GROUPS.map((g) => [g.id as string, g.section as string]));
    expect(ROUTES.filter((r) => !sections.has(r.section))).toEqual([]);
    expect(ROUTES.filter((r) => r.group !== undefined && groups.get(r.group) !== r.section)).toEqual([]);
  });

  it('keeps the paths and rules of routes.md', () => {
    expect(findRoute('/cashbox/cash-registers')).toMatchObject({
      name: 'cashbox-cash-registers',
      rule: 'cashbox.show',
    });
    expect(findRoute('/settings/rbac/modules')?.rule).toBe('is_dev.show');
    expect(findRoute('/settings/rbac/sections')?.rule).toBe('is_dev.show');
    expect(findRoute('/info/program-versions')?.rule).toBe('is_dev.show');
    expect(findRoute('/basic-tools/write-off')?.rule).toBe('is_dev.show');
    expect(findRoute('/price-tag/create-template')).toMatchObject({
      layout: 'empty',
      rule: 'price_tag.add|price_tag.edit',
      hideInMenu: true,
    });
    expect(findRoute('/settings/warning-letter-editor')).toMatchObject({
      layout: 'clean',
      rule: 'warning_letter.edit|warning_letter.add',
    });
    expect(findRoute('/info/news-editor')?.layout).toBe('clean');
    expect(findRoute('/auth/login')).toMatchObject({ public: true, layout: 'empty', hideInMenu: true });
    expect(findRoute('/auth/renew-password')).toMatchObject({ layout: 'empty', hideInMenu: true });
    expect(findRoute('/auth/renew-password')?.public).toBeUndefined();
    expect(findRoute('/404')?.layout).toBe('404');
    expect(findRoute('/')?.layout).toBe('home');
    expect(ROUTES.filter((r) => r.public).map((r) => r.path)).toEqual(['/auth/login']);
    expect(findRoute('/send-sms/sms-templates')?.rule).toBe('sms_template.show');
    expect(findRoute('/client-account-numbers/bonus-orders')?.rule).toBe('bonus_order.show');
    expect(findRoute('/contract/contracts')?.rule).toBe('contract.show');
    expect(findRoute('/information/warehouses/product-residues')?.rule).toEqual([
      'branch_residue.show',
      'warehouse_residue.show',
      'fifo_residue.show',
    ]);
    expect(findRoute('/information/product-info/units')?.rule).toBe('unit.show');
    expect(findRoute('/information/addresses/villages')?.rule).toBe('village.show');
    expect(findRoute('/information/reports/rules')?.rule).toBe('report_management.show');
    expect(findRoute('/information/promotions/tickets')?.rule).toBe('tickets.show');
    expect(findRoute('/collections/responsible-attachment')?.rule).toBe(
      'contract_responsible.attach|responsible_attach_the_contract.attach',
    );
    expect(findRoute('/price-tag/print-price-tags')?.rule).toBe('price_tag.print');
    expect(findRoute('/settings/contract-settings/contract-tariffs')?.rule).toBe('contract_tariff.show');
    expect(findRoute('/investors/distribution-of-profits')?.rule).toBe('investor_calculation.show');
    expect(findRoute('/integrations/markings')?.rule).toBe(
      'marker_residue_product.show|marker_output_product.show',
    );
  });

  it('finds routes in O(1) by exact path only', () => {
    expect(findRoute('/cashbox/cash-registers/')?.name).toBe('cashbox-cash-registers');
    expect(findRoute('/cashbox/cash-register')).toBeUndefined();
    expect(findRoute('/CASHBOX')).toBeUndefined();
  });

  it('lists a section and the children of index pages', () => {
    expect(routesOfSection('cashbox')).toHaveLength(24);
    expect(routesOfSection('nope')).toEqual([]);
    const rbac = childRoutes('/settings/rbac').map((r) => r.path);
    expect(rbac).toHaveLength(7);
    expect(rbac).toContain('/settings/rbac/modules');
    const settings = childRoutes('/settings').map((r) => r.path);
    expect(settings).toContain('/settings/rbac');
    expect(settings).toContain('/settings/general-settings');
    expect(settings).not.toContain('/settings/rbac/modules');
    expect(childRoutes('/reports').map((r) => r.path)).toEqual([
      '/information/reports',
      '/information/reports/rules',
    ]);
    expect(childRoutes('/information/warehouses')).toHaveLength(13);
    expect(childRoutes('/information').map((r) => r.path)).not.toContain(
      '/information/warehouses/warehouses',
    );
    expect(childRoutes('/')).toEqual(expect.arrayContaining([findRoute('/news'), findRoute('/cashbox')]));
    expect(parentPath(ROUTES[0] as (typeof ROUTES)[number])).toBeUndefined();
    // every route but `/` hangs under an index page
    const indexPaths = new Set(ROUTES.filter((r) => r.index || r.path === '/').map((r) => r.path));
    expect(ROUTES.filter((r) => r.path !== '/' && !indexPaths.has(parentPath(r) ?? ''))).toEqual([]);
  });
});

describe('titles', () => {
  const uz = flattenKeys(dictionaries.uz as Dictionary);
  const ru = flattenKeys(dictionaries.ru as Dictionary);
  const keys = [
    ...ROUTES.map((r) => r.titleKey),
    ...SECTIONS.map((s) => s.titleKey),
    ...GROUPS.map((g) => g.titleKey),
  ];

  it('has every title in Uzbek and Russian', () => {
    expect(keys.filter((k) => !uz.get(k)?.trim())).toEqual([]);
    expect(keys.filter((k) => !ru.get(k)?.trim())).toEqual([]);
  });

  it('has no title without a route, section or group', () => {
    const known = new Set(keys);
    const extra = [...uz.keys()].filter((k) => /^(routes|sections|groups)\./.test(k) && !known.has(k));
    expect(extra).toEqual([]);
  });

  it('writes Uzbek in Latin script with the proper apostrophes and Russian in Cyrillic', () => {
    const own = (dict: Map<string, string>) => keys.map((k) => dict.get(k) ?? '');
    expect(own(uz).filter((t) => /[\u0400-\u04FF'‘’`]/.test(t))).toEqual([]);
    expect(own(ru).filter((t) => !/[\u0400-\u04FF]/.test(t) && !/^[A-Z]/.test(t))).toEqual([]);
    expect(uz.get('sections.cashbox')).toBe('Kassa');
    expect(uz.get('routes.cashbox-cash-registers')).toBe('Kassalar');
    expect(ru.get('routes.cashbox-cash-registers')).toBe('Кассы');
    expect(uz.get('routes.contract-contracts')).toBe('Shartnomalar');
    expect(ru.get('routes.contract-contracts')).toBe('Договоры');
    expect(uz.get('routes.installation-of-products')).toBe('Mahsulot o\u02BBrnatish');
  });
});

describe('menu', () => {
  const ids = (rules: string[]) => menuFor(new Set(rules)).map((m) => m.section.id);

  it('lists only pages, never indexes, hidden pages or the landing page', () => {
    const items = MENU.flatMap((m) => m.routes);
    expect(items.filter((r) => r.index || r.hideInMenu || r.path === '/')).toEqual([]);
    expect(items.map((r) => r.path)).not.toContain('/price-tag/create-template');
  });

  it('shows home and cashbox only to a cashbox user', () => {
    expect(ids(['cashbox.show'])).toEqual(['home', 'cashbox']);
    const cashbox = menuFor(new Set(['cashbox.show'])).find((m) => m.section.id === 'cashbox');
    expect(cashbox?.routes.map((r) => r.path)).toEqual(['/cashbox/cash-registers']);
  });

  it('shows only home without rules', () => {
    expect(ids([])).toEqual(['home']);
  });

  it('shows every section, in order, to a developer', () => {
    expect(ids(['is_dev.show'])).toEqual([...SECTION_IDS]);
    const all = menuFor(new Set(['is_dev.show']));
    expect(all.flatMap((m) => m.routes)).toHaveLength(MENU.flatMap((m) => m.routes).length);
  });

  it('honours each rule form', () => {
    expect(ids(['fifo_residue.show'])).toEqual(['home', 'warehouse']);
    expect(ids(['hiring_staff.show'])).toEqual(['home', 'salary']);
    expect(ids(['rendered_service_supplier_output.show'])).toEqual(['home', 'cashbox']);
    expect(ids(['investor.show'])).toEqual(['home', 'investors']);
  });

  it('lists pages without a rule inside a shown section only', () => {
    const client = menuFor(new Set(['client.show'])).find((m) => m.section.id === 'client');
    expect(client?.routes.map((r) => r.path)).toEqual(['/client/clients', '/client/blacklist']);
  });
});
