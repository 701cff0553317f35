import { documentNumber } from '@savdo/shared/documents';
import { checkRule } from '@savdo/shared/rules';
import {
  practiceQuerySchema,
  residueQuerySchema,
  STOCK_DOCUMENT_KINDS,
  type StockDocumentKind,
  type SupplierDebtRow,
  stockDocumentQuerySchema,
  stockDocumentSchema,
  transitionSchema,
} from '@savdo/shared/schemas';
import { v } from '@savdo/shared/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findSerial } from '../../../ledgers/stock/serials.ts';
import type { Db } from '../../../platform/db/client.ts';
import { authOf } from '../../../platform/http/access.ts';
import { forbidden, languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { createDocument, transition, updateDocument } from './documents.ts';
import { KINDS } from './kinds.ts';
import { documentPdf, type PrintableDocument } from './print.ts';
import { getDocument, listDocuments, supplierDebts } from './queries.ts';
import { practices, residues } from './reports.ts';

/** A document's new lines and header, with the version it was read at. */
const stockDocumentUpdateSchema = stockDocumentSchema.extend({ version: v.id().optional() });
/** A serial, IMEI or marking code to look up. */
const serialQuerySchema = z.object({
  serial: z.string().trim().min(1, { error: 'validation.required' }).max(200),
});

/** The residue rules of each item kind: any one of them opens its residues. */
const RESIDUE_RULES = {
  product: 'branch_residue.show|warehouse_residue.show|fifo_residue.show',
  material:
    'material_residue_by_branch.show|material_residue_by_warehouse.show|material_residue_by_fifo.show',
  asset: 'asset_branch_residue.show|asset_warehouse_residue.show|asset_fifo_residue.show',
} as const;

/**
 * Warehouse documents under /api/warehouse/<path>: list, get, create, edit,
 * and one POST per step of the kind's life (send, approve, reject, receive,
 * refuse, recount, finish, cancel, cancel-approved). Reading needs
 * `<object>.show`, creating `.add`, editing `.edit`, steps `.approve`.
 */
export async function stockRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  for (const kind of Object.keys(STOCK_DOCUMENT_KINDS) as StockDocumentKind[]) {
    const { path, rule } = STOCK_DOCUMENT_KINDS[kind];
    const base = `/api/warehouse/${path}`;
    const actor = (request: Parameters<typeof authOf>[0]) => {
      const auth = authOf(request);
      return { userId: auth.userId, branchId: auth.branchId, rules: auth.rules };
    };

    // Moves are read by the sending side and by the receiving side alike.
    const receiver = Object.values(KINDS[kind].transitions).find((t) => t.ruleObject)?.ruleObject;
    const show = receiver ? `${rule}.show|${receiver}.show` : `${rule}.show`;
    app.get(
      base,
      { config: { access: { rule: show } }, schema: { querystring: stockDocumentQuerySchema } },
      async (request) => listDocuments(db, kind, parse(stockDocumentQuerySchema, request.query)),
    );
    app.get(
      `${base}/:id`,
      { config: { access: { rule: show } }, schema: { params: idParams } },
      async (request) => ({
        data: await getDocument(db, kind, parse(idParams, request.params).id),
      }),
    );
    // Print (PDF) and export (.xlsx) of one document.
    app.get(
      `${base}/:id/pdf`,
      { config: { access: { rule: `${rule}.print` } }, schema: { params: idParams } },
      async (request, reply) => {
        const doc = await getDocument(db, kind, parse(idParams, request.params).id);
        const pdf = await documentPdf(
          doc as unknown as PrintableDocument,
          languageOf(request.headers['accept-language']),
        );
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `inline; filename="${path}-${documentNumber(doc.branch_prefix, doc.number)}.pdf"`,
          )
          .send(pdf);
      },
    );
    app.get(
      `${base}/:id/xlsx`,
      { config: { access: { rule: `${rule}.print` } }, schema: { params: idParams } },
      async (request, reply) => {
        const doc = await getDocument(db, kind, parse(idParams, request.params).id);
        const { documentWorkbook } = await import('./export.ts');
        const buffer = await documentWorkbook(
          doc as unknown as PrintableDocument,
          languageOf(request.headers['accept-language']),
        );
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'content-disposition',
            `attachment; filename="${path}-${documentNumber(doc.branch_prefix, doc.number)}.xlsx"`,
          )
          .send(buffer);
      },
    );
    app.post(
      base,
      { config: { access: { rule: `${rule}.add` } }, schema: { body: stockDocumentSchema } },
      async (request) => ({
        data: await createDocument(db, kind, parse(stockDocumentSchema, request.body), actor(request)),
      }),
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: { rule: `${rule}.edit` } },
        schema: { params: idParams, body: stockDocumentUpdateSchema },
      },
      async (request) => {
        const { id } = parse(idParams, request.params);
        const body = parse(stockDocumentUpdateSchema, request.body);
        return { data: await updateDocument(db, kind, id, body, body.version, actor(request)) };
      },
    );
    for (const [action, step] of Object.entries(KINDS[kind].transitions)) {
      app.post(
        `${base}/:id/${action}`,
        {
          config: { access: { rule: `${step.ruleObject ?? rule}.approve` } },
          schema: { params: idParams, body: transitionSchema },
        },
        async (request) => {
          const { id } = parse(idParams, request.params);
          const { version } = parse(transitionSchema, request.body ?? {});
          return { data: await transition(db, kind, id, action, version, actor(request)) };
        },
      );
    }
  }

  // Residues. By warehouse (default), by branch (the sum of its warehouses), by FIFO layer, or at a
  // past date (the balance less the movements after it). Current ones read the balances in O(1) per row.
  app.get(
    '/api/warehouse/residues',
    {
      config: {
        access: {
          rule: Object.values(RESIDUE_RULES).join('|'),
        },
      },
      schema: { querystring: residueQuerySchema },
    },
    async (request) => {
      const query = parse(residueQuerySchema, request.query);
      // Goods, materials and assets each need a residue rule of their own kind.
      const auth = authOf(request);
      if (!checkRule(RESIDUE_RULES[query.item], auth.rules)) throw forbidden();
      return residues(db, query);
    },
  );

  // All warehouse practices: the ledger itself, filterable, newest first.
  app.get(
    '/api/warehouse/practices',
    {
      config: { access: { rule: 'warehouse_operation.show' } },
      schema: { querystring: practiceQuerySchema },
    },
    async (request) => practices(db, parse(practiceQuerySchema, request.query)),
  );

  // A unit by its serial, IMEI or marking code: where it is and every movement that carried it.
  app.get(
    '/api/warehouse/serials',
    {
      config: { access: { rule: 'warehouse_operation.show|branch_residue.show|warehouse_residue.show' } },
      schema: { querystring: serialQuerySchema },
    },
    async (request) => {
      const { serial } = parse(serialQuerySchema, request.query);
      return { data: await findSerial(db, serial) };
    },
  );

  // Each supplier's debt per currency, from the balances kept with the ledger.
  app.get(
    '/api/supplier-calculations/debts',
    { config: { access: { rule: 'supplier_current_debt.show' } } },
    async (): Promise<{ data: SupplierDebtRow[] }> => ({ data: await supplierDebts(db) }),
  );
}
