import { translate } from '@savdo/shared/i18n';
import { defaultLayout } from '@savdo/shared/price-tags';
import { priceTagTemplateSchema } from '@savdo/shared/schemas/pricing';
import { isId, optional, v } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { AppError, FieldErrors, languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { priceTagsPdf } from './print.ts';
import { changedProducts } from './queries.ts';
import { tagData } from './tag-data.ts';
import { readTemplate, saveTemplate } from './templates.ts';

/** A tag printed without a template: 58 × 40 mm, the default layout. */
const DEFAULT_SIZE = { width: 58, height: 40 } as const;
const DEFAULT_LAYOUT = defaultLayout(DEFAULT_SIZE.width, DEFAULT_SIZE.height);

/** The products whose price changed since a date, a page of them. */
const changedProductsQuery = z.object({
  since: optional(v.date()),
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
});

const printQuery = z.object({
  product_ids: z
    .string({ error: 'validation.required' })
    .refine((s) => s.split(',').every(isId), { error: 'validation.invalid' })
    .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 500)),
  template_id: v.idParam().optional(),
});

/** Price tags: print chosen products (PDF), and list the products whose price changed. */
export async function priceTagRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/price-tag/print',
    { config: { access: { rule: 'price_tag.print' } }, schema: { querystring: printQuery } },
    async (request, reply) => {
      const q = parse(printQuery, request.query);
      const template = q.template_id
        ? await readTemplate(db, q.template_id).catch((error: unknown) => {
            const missing = error instanceof AppError && error.status === 404;
            throw missing ? new FieldErrors([{ field: 'template_id', key: 'validation.refMissing' }]) : error;
          })
        : { width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height, footer: '', layout: DEFAULT_LAYOUT };
      const tags = await tagData(db, q.product_ids, template.footer);
      const title = translate(languageOf(request.headers['accept-language']), 'pricing.print.title');
      const pdf = await priceTagsPdf(tags, template, title);
      return reply.type('application/pdf').header('content-disposition', pdfDisposition(title)).send(pdf);
    },
  );

  app.get(
    '/api/price-tag/changed-products',
    { config: { access: { rule: 'price_tag.print' } }, schema: { querystring: changedProductsQuery } },
    async (request) => {
      const q = parse(changedProductsQuery, request.query);
      return { data: await changedProducts(db, q), meta: { page: q.page, per_page: q.per_page } };
    },
  );

  // The template editor: a template with its layout, read and written whole.
  app.get(
    '/api/price-tag/template-editor/:id',
    { config: { access: { rule: 'price_tag.show' } }, schema: { params: idParams } },
    async (request) => ({ data: await readTemplate(db, parse(idParams, request.params).id) }),
  );
  app.post(
    '/api/price-tag/template-editor',
    { config: { access: { rule: 'price_tag.add' } }, schema: { body: priceTagTemplateSchema } },
    async (request) => ({
      data: await saveTemplate(db, null, parse(priceTagTemplateSchema, request.body), authOf(request).userId),
    }),
  );
  app.put(
    '/api/price-tag/template-editor/:id',
    {
      config: { access: { rule: 'price_tag.edit' } },
      schema: { params: idParams, body: priceTagTemplateSchema },
    },
    async (request) => ({
      data: await saveTemplate(
        db,
        parse(idParams, request.params).id,
        parse(priceTagTemplateSchema, request.body),
        authOf(request).userId,
      ),
    }),
  );
}
