/** `npm run bench -- <name>`: runs one benchmark of this folder (default: all). */
const BENCHES: Record<string, () => Promise<{ run: () => Promise<void> }>> = {
  'resource-list': () => import('./resource-list.ts'),
  'list-http': () => import('./list-http.ts'),
  stock: () => import('./stock.ts'),
  'cash-reports': () => import('./cash-reports.ts'),
  money: () => import('./money.ts'),
  sales: () => import('./sales.ts'),
  ratings: () => import('./ratings.ts'),
  collections: () => import('./collections.ts'),
  'close-of-day': () => import('./close-of-day.ts'),
  attendance: () => import('./attendance.ts'),
  payroll: () => import('./payroll.ts'),
  reports: () => import('./reports.ts'),
};

const wanted = process.argv[2];
const names = wanted ? [wanted] : Object.keys(BENCHES);
for (const name of names) {
  const load = BENCHES[name];
  if (!load) {
    console.error(`No bench "${name}". Known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(1);
  }
  await (await load()).run();
}

export {};
