import { documentNumber } from '@savdo/shared/documents';
import { translate } from '@savdo/shared/i18n';
import {
  letterPreviewSchema,
  warningLetterQuerySchema,
  warningLetterSchema,
} from '@savdo/shared/schemas/collection-process';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../platform/actor/actor.ts';
import type { Db } from '../../../platform/db/client.ts';
import { languageOf } from '../../../platform/http/errors.ts';
import { idParams, parse } from '../../../platform/http/validate.ts';
import { pdfDisposition } from '../../../platform/print/pdf-document.ts';
import { getLetter, listLetters, makeLetter, previewLetter } from './letters.ts';
import { letterPdf } from './print.ts';

/** Warning letters under /api/collections/warning-letter: listed, made, shown, printed (PDF); the editor's preview. */
export async function letterRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const base = '/api/collections/warning-letter';
  app.get(
    base,
    {
      config: { access: { rule: 'warning_letter.show' } },
      schema: { querystring: warningLetterQuerySchema },
    },
    (request) => listLetters(db, parse(warningLetterQuerySchema, request.query)),
  );
  app.post(
    `${base}/preview`,
    {
      config: { access: { rule: 'warning_letter.edit|warning_letter.add' } },
      schema: { body: letterPreviewSchema },
    },
    async (request) => ({ data: await previewLetter(db, parse(letterPreviewSchema, request.body)) }),
  );
  app.get(
    `${base}/:id`,
    { config: { access: { rule: 'warning_letter.show' } }, schema: { params: idParams } },
    async (request) => ({
      data: await getLetter(db, parse(idParams, request.params).id),
    }),
  );
  app.post(
    base,
    {
      config: { access: { rule: 'warning_letter.add' }, idempotent: true },
      schema: { body: warningLetterSchema },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await makeLetter(db, parse(warningLetterSchema, request.body), actorOf(request)) }),
  );
  app.get(
    `${base}/:id/print`,
    { config: { access: { rule: 'warning_letter.show' } }, schema: { params: idParams } },
    async (request, reply) => {
      const letter = await getLetter(db, parse(idParams, request.params).id);
      const number = documentNumber(letter.branch_prefix, letter.number);
      const lang = languageOf(request.headers['accept-language']);
      const title = translate(lang, 'collectionProcess.letterTitle', { number });
      const pdf = await letterPdf(title, letter.html ?? '');
      return reply.type('application/pdf').header('content-disposition', pdfDisposition(title)).send(pdf);
    },
  );
}
