import { isSearchable, RESOURCES } from '@savdo/shared/resources';
import { getTableColumns, getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from './resource-tables.ts';
import * as schema from './schema.ts';

describe('resource tables', () => {
  it('exports one table for every resource definition, so migrations cover them all', () => {
    const exported = Object.values(tables)
      .filter(isTable)
      .map((t) => getTableName(t))
      .sort();
    expect(exported).toEqual(
      RESOURCES.filter((r) => !r.customTable)
        .map((r) => r.table)
        .sort(),
    );
  });

  it('declares every hand-made resource table with the columns the engine needs', () => {
    for (const def of RESOURCES.filter((r) => r.customTable)) {
      const table = Object.values(schema).find((t) => isTable(t) && getTableName(t) === def.table);
      expect(table, def.table).toBeDefined();
      const columns = Object.keys(getTableColumns(table as Parameters<typeof getTableColumns>[0]));
      const needed = [
        'id',
        ...def.fields.map((f) => f.name),
        'active',
        'created_at',
        'updated_at',
        'created_by',
        'updated_by',
      ];
      if (isSearchable(def)) needed.push('title_folded');
      expect(columns).toEqual(expect.arrayContaining(needed));
    }
  });
});
