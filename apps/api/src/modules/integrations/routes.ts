import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { type ImeiRegistry, LocalImeiRegistry } from './imei-registry.ts';

const page = {
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).catch(20).default(20),
};
const paging = (q: { page: number; per_page: number }) =>
  sql`limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`;

/** Integrations that belong to stock: marked goods in stock and sold, and sold IMEI units with their registry reports. */
export async function integrationRoutes(
  app: FastifyInstance,
  { db, imeiRegistry = new LocalImeiRegistry() }: { db: Db; imeiRegistry?: ImeiRegistry },
): Promise<void> {
  app.get(
    '/api/integrations/markings/residue',
    { config: { access: { rule: 'marker_residue_product.show' } } },
    async (request) => {
      const q = parse(
        z.object({ ...page, warehouse_id: z.coerce.number().int().positive().optional() }),
        request.query,
      );
      const rows =
        await db.execute(sql`select s.id, s.serial, s.marking_code, s.product_id, p.name as product_name,
          s.warehouse_id, w.name as warehouse_name
        from stock_serials s join products p on p.id = s.product_id left join warehouses w on w.id = s.warehouse_id
        where s.status = 'IN_STOCK' and s.marking_code is not null
          ${q.warehouse_id ? sql`and s.warehouse_id = ${q.warehouse_id}` : sql``}
        order by s.id desc ${paging(q)}`);
      return { data: rows.rows, meta: { page: q.page, per_page: q.per_page } };
    },
  );

  app.get(
    '/api/integrations/markings/output',
    { config: { access: { rule: 'marker_output_product.show' } } },
    async (request) => {
      const q = parse(z.object(page), request.query);
      const rows =
        await db.execute(sql`select s.id, s.serial, s.marking_code, s.product_id, p.name as product_name,
          m.type, m.business_date::text as business_date, m.document_id
        from stock_serials s join products p on p.id = s.product_id
        join lateral (select mv.* from stock_serial_moves sm join stock_movements mv on mv.id = sm.movement_id
                      where sm.serial_id = s.id order by mv.id desc limit 1) m on true
        where s.status = 'OUT' and s.marking_code is not null
        order by m.id desc ${paging(q)}`);
      return { data: rows.rows, meta: { page: q.page, per_page: q.per_page } };
    },
  );

  // Units with an IMEI that left stock, with the state of their report to the registry.
  app.get(
    '/api/integrations/uzimei-blocked',
    { config: { access: { rule: 'sold_imei_product.show' } } },
    async (request) => {
      const q = parse(z.object({ ...page, status: z.string().max(20).optional() }), request.query);
      const rows = await db.execute(sql`select s.id, s.serial as imei, s.product_id, p.name as product_name,
        coalesce(r.status, 'PENDING') as registry_status, r.reference, r.message, r.updated_at
      from stock_serials s join products p on p.id = s.product_id left join imei_registrations r on r.serial_id = s.id
      where s.status = 'OUT' and s.serial ~ '^[0-9]{15}$'
        ${q.status ? sql`and coalesce(r.status, 'PENDING') = ${q.status}` : sql``}
      order by s.id desc ${paging(q)}`);
      return { data: rows.rows, meta: { page: q.page, per_page: q.per_page, provider: imeiRegistry.name } };
    },
  );

  app.post(
    '/api/integrations/uzimei-blocked/:id/register',
    { config: { access: { rule: 'sold_imei_product.edit' } } },
    async (request) => {
      const { id } = parse(z.object({ id: z.coerce.number().int().positive() }), request.params);
      const unit = await db.execute<{ serial: string }>(
        sql`select serial from stock_serials where id = ${id} and status = 'OUT' and serial ~ '^[0-9]{15}$'`,
      );
      const imei = unit.rows[0]?.serial;
      if (!imei) throw notFound();
      const answer = await imeiRegistry.register(imei);
      const status = answer.ok ? 'REGISTERED' : 'FAILED';
      await db.execute(sql`insert into imei_registrations (serial_id, status, reference, message, attempts)
        values (${id}, ${status}, ${answer.ok ? answer.reference : null}, ${answer.ok ? null : answer.message}, 1)
        on conflict (serial_id) do update set status = excluded.status, reference = excluded.reference,
          message = excluded.message, attempts = imei_registrations.attempts + 1, updated_at = now()`);
      return { data: { id, imei, registry_status: status, reference: answer.ok ? answer.reference : null } };
    },
  );
}
