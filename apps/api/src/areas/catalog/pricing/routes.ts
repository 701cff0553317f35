import {
  APPROVABLE_MARKUPS,
  type ApprovableKind,
  categoryMarkupBulkSchema,
  categoryMarkupQuerySchema,
  inputPriceQuerySchema,
} from '@savdo/shared/schemas/pricing';
import { tashkentToday, v } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { categoryMarkups, enterCategoryMarkups } from './category-markups.ts';
import { inputPrices } from './input-prices.ts';
import { applyPrices, approveMarkup, priceHistory, proposalsFor } from './service.ts';

const page = {
  page: v.pageParam(1, 1_000_000),
  per_page: v.pageParam(20, 100),
};

/** The proposed selling prices: a page of products, of a category or one product. */
const proposalQuerySchema = z.object({
  ...page,
  product_category_id: v.idParam().optional(),
  product_id: v.idParam().optional(),
});
/** The products whose proposed selling price is applied. */
const applyPricesSchema = z.object({
  product_ids: z.array(v.id()).min(1, { error: 'validation.required' }).max(500),
});
/** The changed selling prices: a page, of one product. */
const priceHistoryQuerySchema = z.object({ ...page, product_id: v.idParam().optional() });

/** Price management: markup approval, the proposed selling prices, applying them, and their history. */
export async function pricingRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  for (const kind of Object.keys(APPROVABLE_MARKUPS) as ApprovableKind[]) {
    const { path, rule } = APPROVABLE_MARKUPS[kind];
    app.post(
      `/api/price-management/${path}/:id/approve`,
      { config: { access: { rule: `${rule}.approve` } }, schema: { params: idParams } },
      async (request) => ({
        data: await approveMarkup(db, kind, parse(idParams, request.params).id, authOf(request).userId),
      }),
    );
  }

  app.get(
    '/api/price-management/change-selling-prices',
    {
      config: { access: { rule: 'change_selling_price.show' } },
      schema: { querystring: proposalQuerySchema },
    },
    async (request) => {
      const q = parse(proposalQuerySchema, request.query);
      return { data: await proposalsFor(db, q), meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.post(
    '/api/price-management/change-selling-prices',
    { config: { access: { rule: 'change_selling_price.edit' } }, schema: { body: applyPricesSchema } },
    async (request) => {
      const { product_ids } = parse(applyPricesSchema, request.body);
      return {
        data: { changed: await applyPrices(db, product_ids, authOf(request).userId, tashkentToday()) },
      };
    },
  );

  app.get(
    '/api/price-management/changed-selling-prices',
    {
      config: { access: { rule: 'changed_selling_price.show' } },
      schema: { querystring: priceHistoryQuerySchema },
    },
    async (request) => {
      const q = parse(priceHistoryQuerySchema, request.query);
      return { data: await priceHistory(db, q), meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.get(
    '/api/price-management/selling-price-histories',
    {
      config: { access: { rule: 'changed_input_price.show' } },
      schema: { querystring: inputPriceQuerySchema },
    },
    async (request) => {
      const q = parse(inputPriceQuerySchema, request.query);
      return { data: await inputPrices(db, q), meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.get(
    '/api/price-management/surcharge-for-category',
    {
      config: { access: { rule: 'category_markup.show' } },
      schema: { querystring: categoryMarkupQuerySchema },
    },
    async (request) => {
      const q = parse(categoryMarkupQuerySchema, request.query);
      return {
        data: await categoryMarkups(db, q, tashkentToday()),
        meta: { page: q.page, per_page: q.per_page },
      };
    },
  );

  app.post(
    '/api/price-management/surcharge-for-category',
    { config: { access: { rule: 'category_markup.add' } }, schema: { body: categoryMarkupBulkSchema } },
    async (request) => ({
      data: await enterCategoryMarkups(
        db,
        parse(categoryMarkupBulkSchema, request.body),
        authOf(request).userId,
      ),
    }),
  );
}
