import { z } from 'zod';
import { optional, v } from '../validation/schemas.ts';
import { positiveMoney, reasonText } from './contract-payments.ts';

/**
 * Installation (issue 12 item 1): sold lines that need installing, a master
 * and a date assigned to each, the job examined, installed or refused, the
 * masters paid through the cashbox (MASTER_OUTPUT) and their reconciliation
 * act. Earnings and payments are UZS.
 */

export const INSTALLATION_SOURCES = ['CONTRACT', 'CASH_TRADE'] as const;
export type InstallationSource = (typeof INSTALLATION_SOURCES)[number];

/** INSTALLATION: sold, nobody assigned yet (no row); the rest are rows of `installations`. */
export const INSTALLATION_STATUSES = ['INSTALLATION', 'ASSIGNED', 'EXAMINE', 'INSTALLED', 'REFUSED'] as const;
export type InstallationStatus = (typeof INSTALLATION_STATUSES)[number];

const page = { page: v.pageParam(1, 1_000_000), per_page: v.pageParam(20, 100) };
const comment = optional(z.string().trim().max(1000, { error: 'validation.max' }));

/** specifying-install: a sold line given a master and a date. */
export const installationAssignSchema = z.object({
  source: z.enum(INSTALLATION_SOURCES, { error: 'validation.required' }),
  line_id: v.id(),
  master_id: v.id(),
  install_date: v.date(),
  comment,
});
export type InstallationAssignInput = z.infer<typeof installationAssignSchema>;

/** specifying-install: another master or date for a job not yet done. */
export const installationReassignSchema = z.object({
  master_id: v.id(),
  install_date: v.date(),
  version: z.number({ error: 'validation.required' }).int().positive(),
});
export type InstallationReassignInput = z.infer<typeof installationReassignSchema>;

/** install-products: the job examined (the master comes back) or installed on a date. */
export const installationDoneSchema = z.object({
  date: optional(v.date()),
  comment,
  version: z.number({ error: 'validation.required' }).int().positive(),
});
export type InstallationDoneInput = z.infer<typeof installationDoneSchema>;

/** install-products: the client refused the installation, and why. */
export const installationRefuseSchema = z.object({
  reason: reasonText,
  version: z.number({ error: 'validation.required' }).int().positive(),
});
export type InstallationRefuseInput = z.infer<typeof installationRefuseSchema>;

/** The lists: sold lines waiting for a master (status INSTALLATION) or jobs by status, master, date. */
export const installationQuerySchema = z.object({
  ...page,
  status: optional(z.enum(INSTALLATION_STATUSES)),
  master_id: optional(v.idParam()),
  branch_id: optional(v.idParam()),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type InstallationQuery = z.infer<typeof installationQuerySchema>;

/** Where an installed job's earning came from: the product's rate, its category's, or the master's own. */
export const EARNING_SOURCES = ['PRODUCT', 'CATEGORY', 'MASTER'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

export interface InstallationRow {
  /** Null while the line waits for a master (INSTALLATION). */
  id: number | null;
  source: InstallationSource;
  line_id: number;
  sale_id: number;
  sale_number: number;
  /** The sale's branch prefix: the number is shown as `documentNumber(sale_branch_prefix, sale_number)`. */
  sale_branch_prefix: string | null;
  sale_date: string;
  branch_id: number;
  client_id: number | null;
  client_name: string | null;
  product_id: number;
  product_name: string;
  address: string | null;
  status: InstallationStatus;
  master_id: number | null;
  master_name: string | null;
  install_date: string | null;
  installed_on: string | null;
  earning: string;
  /** Which rate gave the earning (an INSTALLED job's); null before. */
  earning_source: EarningSource | null;
  reason: string | null;
  version: number | null;
}

/** master-cash-output: paying a master from a cashbox (at most what the master is owed). */
export const masterPaymentSchema = z.object({
  master_id: v.id(),
  cashbox_id: v.id(),
  amount: positiveMoney,
  operation_date: optional(v.date()),
  comment,
});
export type MasterPaymentInput = z.infer<typeof masterPaymentSchema>;

export const masterPaymentCancelSchema = z.object({ reason: reasonText });

export const masterPaymentQuerySchema = z.object({
  ...page,
  master_id: optional(v.idParam()),
  date_from: optional(v.date()),
  date_to: optional(v.date()),
});
export type MasterPaymentQuery = z.infer<typeof masterPaymentQuerySchema>;

export interface MasterPaymentRow {
  id: number;
  master_id: number;
  master_name: string;
  cashbox_id: number | null;
  date: string;
  amount: string;
  status: string;
  comment: string | null;
}

export interface MasterBalance {
  master_id: number;
  master_name: string;
  earned: string;
  paid: string;
  balance: string;
}

/** reconciliation-act: one master over a period. */
export const masterActQuerySchema = z
  .object({ master_id: v.idParam(), date_from: v.date(), date_to: v.date() })
  .refine((q) => q.date_from <= q.date_to, { path: ['date_to'], error: 'validation.afterDate' });
export type MasterActQuery = z.infer<typeof masterActQuerySchema>;
