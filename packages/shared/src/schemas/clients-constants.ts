/**
 * The clients module's constants and answer shapes, without zod: screens that
 * only show clients import these (`@savdo/shared/schemas/clients-constants`)
 * and stay light; the forms import the schemas (`schemas/clients.ts`, which
 * re-exports this file).
 */

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

/** One row of the clients list. */
export interface ClientRow {
  id: number;
  full_name: string;
  pinfl: string | null;
  passport: string | null;
  phones: string[];
  birth_date: string | null;
  gender: Gender | null;
  province_name: string | null;
  region_name: string | null;
  village_name: string | null;
  branch_id: number;
  branch_name: string | null;
  active: boolean;
  merged_into_id: number | null;
  /** Other active cards sharing a PINFL, a passport, a phone, or the name with the birth date. */
  duplicate_count: number;
  created_at: string;
}

/** The card: every field, the names of its references, and what decides a contract. */
export interface ClientCard extends ClientRow {
  passport_issued_by: string | null;
  passport_issued_at: string | null;
  province_id: number;
  region_id: number;
  village_id: number | null;
  street: string | null;
  workplace_id: number | null;
  workplace_name: string | null;
  workplace_title: string | null;
  position: string | null;
  interview_comment_id: number | null;
  interview_comment_name: string | null;
  interview_comment: string | null;
  customer_flow_source_id: number | null;
  customer_flow_source_name: string | null;
  age: number | null;
  blacklist: { listed: boolean; reason: string | null };
  created_by_name: string | null;
  updated_at: string;
}

/** A contract of the card's contracts tab (read-only). */
export interface ClientContractRow {
  id: number;
  number: string;
  contract_date: string;
  status: string;
  currency: string;
  debt: string;
  rest: string;
  monthly: string;
  branch_name: string | null;
}

/** One audit entry of a card. */
export interface ClientHistoryRow {
  id: number;
  action: string;
  at: string;
  user_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What two cards share to be shown as duplicates. */
export const DUPLICATE_KINDS = ['pinfl', 'passport', 'phone', 'name_birth'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** A group of active cards sharing one value. */
export interface DuplicateGroup {
  kind: DuplicateKind;
  /** The shared value (a name key with `|` and the birth date for `name_birth`). */
  value: string;
  count: number;
  clients: (ClientRow & { contracts: number })[];
}

export const BLACKLIST_ACTIONS = ['ADD', 'REMOVE'] as const;
export type BlacklistAction = (typeof BLACKLIST_ACTIONS)[number];
export const BLACKLIST_ORDER_STATUSES = ['CREATED', 'APPROVED', 'REJECTED'] as const;
export type BlacklistOrderStatus = (typeof BLACKLIST_ORDER_STATUSES)[number];

export interface BlacklistOrderRow {
  id: number;
  action: BlacklistAction;
  status: BlacklistOrderStatus;
  client_id: number | null;
  blacklist_id: number | null;
  full_name: string;
  pinfl: string | null;
  passport: string | null;
  phone: string | null;
  reason: string;
  decision_comment: string | null;
  created_by_name: string | null;
  created_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
}

export const CLIENT_FILE_KINDS = ['PASSPORT', 'SIGNED_DOCUMENT', 'OTHER'] as const;
export type ClientFileKind = (typeof CLIENT_FILE_KINDS)[number];

/** The largest scan accepted, in bytes. */
export const CLIENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Scans are photos or PDFs. */
export const CLIENT_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export interface ClientFileRow {
  id: number;
  client_id: number;
  kind: ClientFileKind;
  original_name: string;
  content_type: string;
  size: number;
  sha256: string;
  created_by_name: string | null;
  created_at: string;
}
