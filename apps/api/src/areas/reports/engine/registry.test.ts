import { REPORT_CATALOGUE, REPORT_DEFINITIONS } from '@savdo/shared/reports';
import { describe, expect, it } from 'vitest';
import { SERVER_REPORTS } from './registry.ts';

describe('the built reports', () => {
  it('have a query on the server for every shared definition, and no query without one', () => {
    expect([...SERVER_REPORTS.keys()].sort()).toEqual(Object.keys(REPORT_DEFINITIONS).sort());
  });

  it('each sit in the group the catalogue gives its code', () => {
    const groups = new Map(REPORT_CATALOGUE);
    for (const [code, definition] of Object.entries(REPORT_DEFINITIONS))
      expect(`${code} ${definition.group}`).toBe(`${code} ${groups.get(code)}`);
  });
});
