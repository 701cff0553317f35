import { layoutOf, type PriceTagTemplateValues, type TagTemplate } from '@savdo/shared/price-tags';
import { findResource, type ResourceDef } from '@savdo/shared/resources';
import { priceTagTemplate } from '@savdo/shared/resources/definitions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { createRecord, updateRecord } from '../../../platform/engine/repository.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Input = PriceTagTemplateValues;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A template's HTML content as the one line of text printed at the foot of each tag. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

export type Template = TagTemplate;

/** A template as the editor and the print read it: its footer as text and its layout (the default when none was saved). */
export async function readTemplate(db: Db, id: number): Promise<Template> {
  const rows = await db.execute<{
    id: number;
    name: string;
    width: number;
    height: number;
    content: string | null;
    layout: string | null;
  }>(sql`select id, name, width, height, content, layout from price_tag_templates where id = ${id}`);
  const row = rows.rows[0];
  if (!row) throw notFound();
  return {
    id: row.id,
    name: row.name,
    width: row.width,
    height: row.height,
    footer: plainText(row.content ?? ''),
    layout: layoutOf(row.layout, row.width, row.height),
  };
}

const resolve = (name: string): ResourceDef => {
  const def = findResource(name);
  if (!def) throw new Error(`Unknown resource ${name}`);
  return def;
};

/** Creates (no id) or updates a template with its layout in one write, audited like any engine record. */
export async function saveTemplate(
  db: Db,
  id: number | null,
  input: Input,
  userId: number,
): Promise<Template> {
  const values = {
    name: input.name,
    width: input.width,
    height: input.height,
    content: input.content,
    layout: JSON.stringify(input.layout),
  };
  const saved =
    id === null
      ? await createRecord(db, priceTagTemplate, values, userId, resolve)
      : await updateRecord(db, priceTagTemplate, id, values, userId, resolve);
  return readTemplate(db, Number(saved.id));
}
