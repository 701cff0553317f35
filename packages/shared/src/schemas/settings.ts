import { z } from 'zod';
import type { ListMeta } from '../resources/types.ts';
import { v } from '../validation/schemas.ts';

/** The value of a typed general setting, checked against its type by the server. */
export const settingValueSchema = z.object({ value: z.unknown() });

/**
 * A new value of a secret setting (a provider's key): write-only, never
 * answered back; clearing is a call of its own.
 */
export const secretValueSchema = z.object({
  value: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(4096, { error: 'validation.max' }),
});

/**
 * A secret setting as the settings list and its writes answer it: never its
 * value, only whether it is set, when and by whom.
 */
export interface SecretSettingState {
  alias: string;
  name: string;
  type: 'secret';
  value: null;
  is_set: boolean;
  updated_at: string | null;
  updated_by_name: string | null;
}

/** The shapes a setting's value may take, by the setting's type. */
export const SETTING_VALUE_SCHEMAS = {
  string: z.string({ error: 'validation.required' }).trim().max(1000, { error: 'validation.max' }),
  number: z.number({ error: 'validation.number' }).finite({ error: 'validation.number' }),
  boolean: z.boolean({ error: 'validation.required' }),
  json: z.unknown(),
} as const;

/** Filters of the open-sessions list (device control). */
export const sessionsQuerySchema = z.object({
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
  user_id: v.idParam().optional(),
});

/** One open sign-in session (`GET /user/sessions`). */
export interface SessionRow {
  id: number;
  user_id: number;
  user_name: string | null;
  username: string;
  app: string | null;
  device_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A version of the program and what it changed (`GET /info/versions`), newest first. */
export interface ProgramVersion {
  id: number;
  version: string;
  released_at: string;
  /** Sanitised HTML. */
  notes: string;
}

/** An active branch for selectors (`GET /warehouse/branches/get-branches-for-autocomplete`), by id. */
export interface BranchOption {
  id: number;
  name: string;
  is_office: boolean;
}

/** A page of open sessions (`GET /user/sessions`). */
export interface SessionsPage {
  data: SessionRow[];
  meta: ListMeta;
}

/** A news item as the engine's `news` resource answers it (`/api/info/news`). */
export interface NewsRecord {
  id: number;
  name: string;
  body: string;
  published_at: string;
  active?: boolean;
}

/** What the news editor sends: the full record, as the engine's create and update take it. */
export type NewsPayload = Pick<NewsRecord, 'name' | 'body' | 'published_at'>;
