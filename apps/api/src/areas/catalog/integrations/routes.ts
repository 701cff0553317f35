import {
  markingOutputQuerySchema,
  markingResidueQuerySchema,
  soldImeiQuerySchema,
} from '@savdo/shared/schemas/pricing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { type ImeiRegistry, LocalImeiRegistry } from './imei-registry.ts';
import { registerSoldUnit } from './imei-report.ts';
import { listMarkedOutputs, listMarkedUnits, listSoldImei } from './queries.ts';

/** Integrations that belong to stock: marked goods in stock and sold, and sold IMEI units with their registry reports. */
export async function integrationRoutes(
  app: FastifyInstance,
  { db, imeiRegistry = new LocalImeiRegistry() }: { db: Db; imeiRegistry?: ImeiRegistry },
): Promise<void> {
  app.get(
    '/api/integrations/markings/residue',
    {
      config: { access: { rule: 'marker_residue_product.show' } },
      schema: { querystring: markingResidueQuerySchema },
    },
    async (request) => listMarkedUnits(db, parse(markingResidueQuerySchema, request.query)),
  );

  app.get(
    '/api/integrations/markings/output',
    {
      config: { access: { rule: 'marker_output_product.show' } },
      schema: { querystring: markingOutputQuerySchema },
    },
    async (request) => listMarkedOutputs(db, parse(markingOutputQuerySchema, request.query)),
  );

  // Units with an IMEI that left stock, with the state of their report to the registry.
  app.get(
    '/api/integrations/uzimei-blocked',
    { config: { access: { rule: 'sold_imei_product.show' } }, schema: { querystring: soldImeiQuerySchema } },
    async (request) => {
      const q = parse(soldImeiQuerySchema, request.query);
      const data = await listSoldImei(db, q);
      return { data, meta: { page: q.page, per_page: q.per_page, provider: imeiRegistry.name } };
    },
  );

  // (Re)reports one sold unit: a pending or failed one; a reported one, or one being reported, is 409.
  app.post(
    '/api/integrations/uzimei-blocked/:id/register',
    { config: { access: { rule: 'sold_imei_product.edit' } }, schema: { params: idParams } },
    async (request) => ({
      data: await registerSoldUnit(db, imeiRegistry, parse(idParams, request.params).id),
    }),
  );
}
