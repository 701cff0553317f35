import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS } from '../rules/catalogue.ts';
import { DASHBOARD_LAYOUTS, dashboardQuery } from './dashboard.ts';
import { REPORT_DEFINITIONS } from './definitions/index.ts';

describe('the dashboard layouts', () => {
  it('give every tab figures that are total columns of built reports, and two charts of reports with one', () => {
    for (const tab of DASHBOARD_TABS) {
      const layout = DASHBOARD_LAYOUTS[tab.key];
      expect(layout.figures.length, tab.key).toBeGreaterThan(3);
      for (const figure of layout.figures) {
        const definition = REPORT_DEFINITIONS[figure.code];
        expect(definition, figure.code).toBeDefined();
        const totals = definition?.columns.filter((c) => c.total).map((c) => c.key) ?? [];
        expect([...totals, 'row_count'], `${tab.key}.${figure.key}`).toContain(figure.column);
        // a report totalled per currency needs the currency the figure reads
        expect(Boolean(figure.currency), `${tab.key}.${figure.key}`).toBe(
          Boolean(definition?.totalsByCurrency),
        );
      }
      for (const chart of layout.charts)
        expect(REPORT_DEFINITIONS[chart.code]?.chart, chart.code).toBeDefined();
    }
  });

  it('keys a figure once per tab', () => {
    for (const tab of DASHBOARD_TABS) {
      const keys = DASHBOARD_LAYOUTS[tab.key].figures.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('turns a figure into the report query of its URL', () => {
    expect(dashboardQuery({ period: 'today', filters: { sale_type: 'CASH' } }, 3)).toEqual({
      period: 'day',
      sale_type: 'CASH',
      branch_id: '3',
    });
    expect(dashboardQuery({ period: 'month' })).toEqual({ period: 'month' });
  });
});
