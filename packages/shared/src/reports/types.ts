import { z } from 'zod';
import { v } from '../validation/schemas.ts';
import type { ReportGroup } from './catalogue.ts';

/** A cell as the API sends it: text (money and quantities as exact decimal strings), a number, or empty. */
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** One bar or slice of a report's chart: its label and the summed value (a decimal string). */
export interface ReportChartPoint {
  label: string;
  value: string;
}

/** `GET /api/reports/:code`: one page of rows, the totals of every filtered row, the chart. */
export interface ReportPage {
  rows: ReportRow[];
  /** One row, or one per currency (`totalsByCurrency`). */
  totals: ReportRow[];
  chart: ReportChartPoint[];
  meta: { page: number; per_page: number; total: number };
}

/** A report of the catalogue the user may open. */
export interface ReportCatalogueEntry {
  code: string;
  group: ReportGroup;
  /** Its query exists (else the catalogue shows it as coming). */
  built: boolean;
  /** When this user last opened it. */
  used_at: string | null;
}

/** `GET /api/reports`: the reports the user may open, and their recently used codes, latest first. */
export interface ReportCatalogueAnswer {
  reports: ReportCatalogueEntry[];
  recent: string[];
}

/** Whose report rights: a position's or a user's own. */
export const REPORT_RIGHT_HOLDERS = ['position', 'user'] as const;
export type ReportRightHolder = (typeof REPORT_RIGHT_HOLDERS)[number];

export const reportRightsParams = z.object({
  holder: z.enum(REPORT_RIGHT_HOLDERS, { error: 'validation.invalid' }),
  id: v.idParam(),
});

/** The reports a position or a user is granted (replaces the set). */
export const reportRightsSchema = z.object({
  codes: z.array(z.string().regex(/^R\d{4}$/, { error: 'validation.invalid' })).max(200),
});
export type ReportRightsInput = z.infer<typeof reportRightsSchema>;

/** `GET /api/reports/rights/:holder/:id`: the granted codes, and (for a user) those their position gives. */
export interface ReportRightsAnswer {
  codes: string[];
  from_position: string[];
}

/** The reports' pickers: `GET /api/reports/options/:list`. */
export const REPORT_OPTION_LISTS = [
  'branch',
  'warehouse',
  'category',
  'product',
  'cashbox',
  'responsible',
  'expense_item',
  'bank_account',
  'brand',
  'supplier',
  'error_reason',
  'material_group',
  'hr_section',
  'hr_position',
  'workplace',
  'employee',
  // the cashless reports' firms and income types
  'firm',
  'income_type',
  'absence_reason',
  'leave_reason',
  'room',
  'asset_group',
  'fond',
  'promotion',
  'master',
  'investor',
  // the report rights screen's holders
  'position',
  'user',
] as const;
export type ReportOptionList = (typeof REPORT_OPTION_LISTS)[number];
export const reportOptionParams = z.object({
  list: z.enum(REPORT_OPTION_LISTS, { error: 'validation.invalid' }),
});
export const reportOptionQuery = z.object({ search: z.string().trim().max(100).optional() });
export interface ReportOption {
  id: number;
  name: string;
}
