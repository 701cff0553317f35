/**
 * The layers of docs/ARCHITECTURE.md, enforced in `npm test`. Each side
 * imports only downward:
 *
 *   API:  platform → ledgers → areas (in AREA_ORDER) → seed/ → wiring/ (app, main, routes, jobs, steps, hooks)
 *   web:  api, shared, engine → areas (in AREA_ORDER) → shell (router, layouts, screen registry)
 *   packages/shared imports no app; the web never imports the API.
 *
 * An area may import the areas before it in AREA_ORDER, never one after it.
 */
const AREA_ORDER = [
  'admin',
  'stock',
  'catalog',
  'cash',
  'sales',
  'collections',
  'hr',
  'after-sale',
  'reports',
];

const API = '^apps/api/src/';
const WEB = '^apps/web/src/';

/** For each area, a rule forbidding imports of the areas above it (on both sides). */
function areaRules(side, base) {
  return AREA_ORDER.map((area, i) => {
    const above = AREA_ORDER.slice(i + 1);
    if (above.length === 0) return null;
    return {
      name: `${side}-area-${area}-imports-only-below`,
      comment: `${side}: the ${area} area imports only areas below it (${AREA_ORDER.slice(0, i).join(', ') || 'none'}), never ${above.join(', ')}`,
      severity: 'error',
      from: { path: `${base}areas/${area}/` },
      to: { path: `${base}areas/(${above.join('|')})/` },
    };
  }).filter(Boolean);
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, anywhere',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'Every module is imported by something (tests, configs, declarations and entry points aside)',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)\\.[^/]+\\.(js|cjs|mjs|ts|json)$',
          '\\.d\\.ts$',
          '\\.test\\.tsx?$',
          '(^|/)tsconfig\\.json$',
          '\\.config\\.(js|cjs|mjs|ts)$',
          '^apps/api/src/wiring/main\\.ts$',
          '^apps/api/src/platform/db/backup-cli\\.ts$',
          '^apps/web/src/main\\.tsx$',
          '^apps/web/scripts/',
          '^apps/api/drizzle\\.config\\.ts$',
          '^apps/api/test/',
          '^e2e/',
          '^bench/',
          '^scripts/',
        ],
      },
      to: {},
    },
    {
      name: 'web-not-to-api',
      comment: 'The web talks to the API over HTTP only; what both need lives in packages/shared',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'shared-not-to-apps',
      comment: 'packages/shared imports no app',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api-not-to-web',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'api-platform-imports-only-platform',
      comment:
        'The platform (config, HTTP, database, engine, printing, jobs, clock, actor, files) imports no business code',
      severity: 'error',
      from: { path: `${API}platform/` },
      to: { path: `${API}(ledgers|areas|wiring|seed)/` },
    },
    {
      name: 'api-ledgers-import-only-platform',
      comment:
        'A ledger imports the platform only: areas plug their checks in (ledgers/money/hooks.ts), never called by name',
      severity: 'error',
      from: { path: `${API}ledgers/([^/]+)/` },
      to: {
        path: `${API}(areas|wiring|seed)/|${API}ledgers/`,
        pathNot: `${API}ledgers/$1/`,
      },
    },
    {
      name: 'api-areas-not-to-wiring',
      comment:
        'Areas never import the wiring (wiring/: app, main, jobs, steps, hooks) or the seed: they import them',
      severity: 'error',
      from: { path: `${API}areas/` },
      to: { path: `${API}(wiring|seed)/` },
    },
    ...areaRules('api', API),
    {
      name: 'web-base-not-to-areas',
      comment:
        "The web's base (api client, shared controls, resource engine, platform) imports no area and not the shell: " +
        "an area's extension of a resource screen reaches the engine from the shell (shell/resource-extensions.ts)",
      severity: 'error',
      from: { path: `${WEB}(api|shared|engine|platform|controls)/` },
      to: { path: `${WEB}(areas|shell)/` },
    },
    {
      name: 'web-areas-not-to-shell',
      comment: 'Areas register screens through their screens.ts; the shell imports them, never the other way',
      severity: 'error',
      from: { path: `${WEB}areas/` },
      to: { path: `${WEB}shell/` },
    },
    ...areaRules('web', WEB),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
