import { optional, v } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { FieldErrors } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { monthlyPayment } from './monthly.ts';
import { priceTagsPdf, type TagData } from './pdf.ts';

const printQuery = z.object({
  product_ids: z
    .string({ error: 'validation.required' })
    .regex(/^\d+(,\d+)*$/, { error: 'validation.invalid' })
    .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 500)),
  template_id: z.coerce.number().int().positive().optional(),
});

/** Strips a template's HTML to the line of text printed at the foot of each tag. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Price tags: print chosen products (PDF), and list the products whose price changed. */
export async function priceTagRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/price-tag/print',
    { config: { access: { rule: 'price_tag.print' } } },
    async (request, reply) => {
      const q = parse(printQuery, request.query);
      const template = q.template_id
        ? (
            await db.execute<{ width: number; height: number; content: string }>(
              sql`select width, height, content from price_tag_templates where id = ${q.template_id}`,
            )
          ).rows[0]
        : undefined;
      if (q.template_id && !template)
        throw new FieldErrors([{ field: 'template_id', key: 'validation.refMissing' }]);
      const products = await db.execute<{
        id: number;
        name: string;
        barcode: string | null;
        retail_price_uzs: string | null;
      }>(
        sql`select id, name, barcode, retail_price_uzs from products where id in (${sql.join(
          q.product_ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by name`,
      );
      const tariffs = await db.execute<{
        months: number;
        markup: string;
        additional_markup: string | null;
      }>(sql`select
        ct.months, t.markup, t.additional_markup
      from contract_tariffs t join contract_terms ct on ct.id = t.contract_term_id
      where t.active and ct.active order by ct.months, t.id`);
      const footer = template ? plainText(template.content) : '';
      const tags: TagData[] = products.rows.map((p) => {
        const retail = BigInt(p.retail_price_uzs ?? 0);
        return {
          name: p.name,
          retailUzs: retail,
          barcode: p.barcode,
          productId: p.id,
          footer,
          monthly: tariffs.rows.map((t) => ({
            months: t.months,
            amount: monthlyPayment(retail, t.months, t.markup, t.additional_markup ?? '0'),
          })),
        };
      });
      const pdf = await priceTagsPdf(tags, template?.width ?? 58, template?.height ?? 40);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="price-tags.pdf"')
        .send(pdf);
    },
  );

  app.get(
    '/api/price-tag/changed-products',
    { config: { access: { rule: 'price_tag.print' } } },
    async (request) => {
      const q = parse(
        z.object({
          since: optional(v.date()),
          page: z.coerce.number().int().min(1).catch(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).catch(20).default(20),
        }),
        request.query,
      );
      const since = q.since ?? '1970-01-01';
      const rows =
        await db.execute(sql`select p.id, p.name, p.retail_price_uzs, max(c.created_at) as changed_at
        from selling_price_changes c join products p on p.id = c.product_id
        where c.created_at >= ${since}::date
        group by p.id, p.name, p.retail_price_uzs
        order by changed_at desc, p.id limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
      return { data: rows.rows, meta: { page: q.page, per_page: q.per_page } };
    },
  );
}
