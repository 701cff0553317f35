import { RESOURCES } from '@savdo/shared/resources';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from './resource-tables.ts';

describe('resource tables', () => {
  it('exports one table for every resource definition, so migrations cover them all', () => {
    const exported = Object.values(tables)
      .filter(isTable)
      .map((t) => getTableName(t))
      .sort();
    expect(exported).toEqual(RESOURCES.map((r) => r.table).sort());
  });
});
