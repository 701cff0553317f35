import { REPORT_DEFINITIONS } from '@savdo/shared/reports';
import { describe, expect, it } from 'vitest';
import { reportStrings } from './strings.ts';

describe('the report screens’ namespaces', () => {
  it('hold every namespace a report’s enum cells are translated from', () => {
    const loaded: readonly string[] = reportStrings;
    for (const definition of Object.values(REPORT_DEFINITIONS))
      for (const column of definition.columns)
        if (column.enumPrefix)
          expect(`${definition.code} ${column.enumPrefix.split('.')[0]}`).toBe(
            `${definition.code} ${loaded.find((n) => n === column.enumPrefix?.split('.')[0]) ?? 'missing'}`,
          );
  });
});
