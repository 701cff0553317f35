import type { AuditAction } from '@savdo/shared/resources';

/** A record as the engine's list and card answer it: its fields, each reference's `<name>_name` title, `active` and the audit columns. */
export type ResourceRow = { id: number; active?: boolean } & Record<string, unknown>;

/** One entry of `GET /<apiPath>/options`: an active record's id and title. */
export interface RefOption {
  id: number;
  name: string;
}

/** What an audit entry records: the shared list the server writes (`AuditAction`). */
export type HistoryAction = AuditAction;

/** One entry of `GET /<apiPath>/:id/history`. */
export interface HistoryEntry {
  id: number;
  action: HistoryAction | string;
  /** ISO timestamp. */
  at: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  user_id: number | null;
  user_name: string | null;
}

/** The add dialog or the edit dialog. */
export type FormMode = 'create' | 'edit';
