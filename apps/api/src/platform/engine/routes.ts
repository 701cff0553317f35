import {
  type ListQuery,
  listQuerySchema,
  optionsRule,
  type ResourceDef,
  recordSchema,
} from '@savdo/shared/resources';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { authOf } from '../http/access.ts';
import { AppError, languageOf } from '../http/errors.ts';
import { idParams, parse } from '../http/validate.ts';
import {
  createRecord,
  exportRecords,
  getRecord,
  listRecords,
  recordHistory,
  recordOptions,
  setActive,
  updateRecord,
} from './repository.ts';

const optionsQuery = z.object({ search: z.string().trim().max(100).optional() }).passthrough();

/** Rows an export may hold; a larger list must be narrowed by filters first. */
export const EXPORT_CAP = 50_000;

export interface EngineOptions {
  db: Db;
  resources: readonly ResourceDef[];
}

/**
 * Registers the API of every resource definition under `/api/<apiPath>`:
 * list, options, export, get, create, update, activate, deactivate, history.
 * Reading needs `<rule>.show`, creating `.add`, editing and toggling `.edit`;
 * the options need `<rule>.show` or the rule of a screen that selects them.
 */
export async function engineRoutes(app: FastifyInstance, { db, resources }: EngineOptions): Promise<void> {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const resolve = (name: string): ResourceDef => {
    const def = byName.get(name);
    if (!def) throw new Error(`Unknown resource ${name}`);
    return def;
  };

  for (const def of resources) {
    const base = `/api/${def.apiPath}`;
    const show = { access: { rule: `${def.rule}.show` } } as const;
    const add = { access: { rule: `${def.rule}.add` } } as const;
    const edit = { access: { rule: `${def.rule}.edit` } } as const;
    const listQuery = listQuerySchema(def);
    const record = recordSchema(def);

    app.get(base, { config: show, schema: { querystring: listQuery } }, async (request) =>
      listRecords(db, def, parse(listQuery, request.query) as ListQuery, resolve),
    );

    // Ids and titles of active records, for the selects of the screens that need them (optionsRule).
    const options = { access: { rule: optionsRule(def, resources) } } as const;
    app.get(
      `${base}/options`,
      { config: options, schema: { querystring: optionsQuery } },
      async (request) => {
        const query = parse(optionsQuery, request.query);
        const lang = languageOf(request.headers['accept-language']);
        return { data: await recordOptions(db, def, query.search ?? '', query, resolve, lang) };
      },
    );

    app.get(
      `${base}/export`,
      { config: show, schema: { querystring: listQuery } },
      async (request, reply) => {
        const query = parse(listQuery, request.query) as ListQuery;
        const rows = await exportRecords(db, def, query, resolve, EXPORT_CAP + 1);
        if (rows.length > EXPORT_CAP) throw new AppError(400, 'errors.exportTooLarge', { n: EXPORT_CAP });
        const { toWorkbook } = await import('./export.ts');
        const buffer = await toWorkbook(def, rows, request.headers['accept-language']);
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${def.table}.xlsx"`)
          .send(buffer);
      },
    );

    app.get(`${base}/:id`, { config: show, schema: { params: idParams } }, async (request) => ({
      data: await getRecord(db, def, parse(idParams, request.params).id, resolve),
    }));

    app.get(`${base}/:id/history`, { config: show, schema: { params: idParams } }, async (request) => ({
      data: await recordHistory(db, def, parse(idParams, request.params).id),
    }));

    if (def.writes === 'module') continue;

    app.post(base, { config: add, schema: { body: record } }, async (request) => ({
      data: await createRecord(db, def, parse(record, request.body), authOf(request).userId, resolve),
    }));

    app.put(`${base}/:id`, { config: edit, schema: { params: idParams, body: record } }, async (request) => {
      const { id } = parse(idParams, request.params);
      return {
        data: await updateRecord(db, def, id, parse(record, request.body), authOf(request).userId, resolve),
      };
    });

    for (const [action, active] of [
      ['activate', true],
      ['deactivate', false],
    ] as const) {
      app.post(`${base}/:id/${action}`, { config: edit, schema: { params: idParams } }, async (request) => {
        const { id } = parse(idParams, request.params);
        return { data: await setActive(db, def, id, active, authOf(request).userId, resolve) };
      });
    }
  }
}
