import {
  assetEntryQuerySchema,
  assetUnitQuerySchema,
  depreciationRunSchema,
  putToUseQuerySchema,
  putToUseSchema,
  repricingSchema,
  writeOffSchema,
} from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { runMonth } from './depreciation.ts';
import { getPutToUse, listEntries, listPutToUse, listUnits, unitEntries, wearByMonth } from './queries.ts';
import { cancelPutToUse, putToUse, reprice, unitSummary, writeOff } from './service.ts';

/** Who may read units: every screen that lists or picks them. */
/** An entry list's filters: the list's own kind is set by its route. */
const entryListQuery = assetEntryQuerySchema.omit({ type: true });

const UNITS_SHOW =
  'asset_product_in_use_where.show|depreciations.show|repricing.show|asset_write_off.show|asset_product_put_to_use.show';

/**
 * Fixed assets in use, under /api/basic-tools/ (the warehouse side, inputs
 * and moves, are warehouse documents of item kind `asset`): put-to-use acts,
 * units in use, monthly wear runs, repricing and write-off.
 */
export async function basicToolsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const actor = (request: Parameters<typeof authOf>[0]) => ({ userId: authOf(request).userId });

  app.get(
    '/api/basic-tools/put-to-use',
    {
      config: { access: { rule: 'asset_product_put_to_use.show' } },
      schema: { querystring: putToUseQuerySchema },
    },
    async (request) => listPutToUse(db, parse(putToUseQuerySchema, request.query)),
  );
  app.get(
    '/api/basic-tools/put-to-use/:id',
    { config: { access: { rule: 'asset_product_put_to_use.show' } }, schema: { params: idParams } },
    async (request) => ({ data: await getPutToUse(db, parse(idParams, request.params).id) }),
  );
  app.post(
    '/api/basic-tools/put-to-use',
    { config: { access: { rule: 'asset_product_put_to_use.add' } }, schema: { body: putToUseSchema } },
    async (request) => ({ data: await putToUse(db, parse(putToUseSchema, request.body), actor(request)) }),
  );
  app.post(
    '/api/basic-tools/put-to-use/:id/cancel',
    { config: { access: { rule: 'asset_product_put_to_use.approve' } }, schema: { params: idParams } },
    async (request) => ({
      data: await cancelPutToUse(db, parse(idParams, request.params).id, actor(request)),
    }),
  );

  app.get(
    '/api/basic-tools/units',
    { config: { access: { rule: UNITS_SHOW } }, schema: { querystring: assetUnitQuerySchema } },
    async (request) => listUnits(db, parse(assetUnitQuerySchema, request.query)),
  );
  app.get(
    '/api/basic-tools/units/:id',
    { config: { access: { rule: UNITS_SHOW } }, schema: { params: idParams } },
    async (request) => {
      const { id } = parse(idParams, request.params);
      return { data: { ...(await unitSummary(db, id)), entries: await unitEntries(db, id) } };
    },
  );

  app.get(
    '/api/basic-tools/depreciations',
    { config: { access: { rule: 'depreciations.show' } }, schema: { querystring: entryListQuery } },
    async (request) =>
      listEntries(db, parse(assetEntryQuerySchema, { ...(request.query as object), type: 'DEPRECIATION' })),
  );
  app.get(
    '/api/basic-tools/depreciations/months',
    { config: { access: { rule: 'depreciations.show' } } },
    async () => wearByMonth(db),
  );
  app.post(
    '/api/basic-tools/depreciations/run',
    { config: { access: { rule: 'depreciations.add' } }, schema: { body: depreciationRunSchema } },
    async (request) => ({
      data: await runMonth(db, parse(depreciationRunSchema, request.body).month, actor(request)),
    }),
  );

  app.get(
    '/api/basic-tools/repricings',
    { config: { access: { rule: 'repricing.show' } }, schema: { querystring: entryListQuery } },
    async (request) =>
      listEntries(db, parse(assetEntryQuerySchema, { ...(request.query as object), type: 'REPRICING' })),
  );
  app.post(
    '/api/basic-tools/repricings',
    { config: { access: { rule: 'repricing.add' } }, schema: { body: repricingSchema } },
    async (request) => ({
      data: await reprice(db, parse(repricingSchema, request.body), actor(request)),
    }),
  );

  app.get(
    '/api/basic-tools/write-offs',
    { config: { access: { rule: 'asset_write_off.show' } }, schema: { querystring: entryListQuery } },
    async (request) =>
      listEntries(db, parse(assetEntryQuerySchema, { ...(request.query as object), type: 'WRITE_OFF' })),
  );
  app.post(
    '/api/basic-tools/write-offs',
    { config: { access: { rule: 'asset_write_off.add' } }, schema: { body: writeOffSchema } },
    async (request) => ({ data: await writeOff(db, parse(writeOffSchema, request.body), actor(request)) }),
  );
}
