import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import type { SecretStore } from '../../admin/general-settings/secrets.ts';
import { type ClickParams, clickMerchant } from './click-merchant.ts';
import { PAYME_MERCHANT_ERRORS, paymeAuthorized, paymeMerchant, rpcError } from './payme-merchant.ts';

/** Click posts form fields; only strings are kept. */
function formFields(body: unknown): ClickParams {
  const fields: ClickParams = {};
  if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/**
 * Payme's endpoint in a scope of its own: whatever the content type, the body
 * reaches the handler as text, so a body that is no JSON is answered in
 * JSON-RPC (-32700) with HTTP 200, as Payme's Merchant API asks, not with the
 * product's 400; another HTTP method answers -32300.
 */
async function paymeRoutes(app: FastifyInstance, { db, secrets }: { db: Db; secrets: SecretStore }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const open = { config: { access: 'public' as const } };
  app.post('/api/merchant/payme', open, async (request) => {
    const key = await secrets.read('payme_merchant_key');
    const authorized = paymeAuthorized(request.headers.authorization, key);
    const body = request.body === undefined || request.body === null ? '' : request.body;
    return paymeMerchant(db, body, authorized, (err) =>
      request.log.error({ err }, 'payme merchant: internal error'),
    );
  });
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/merchant/payme',
    ...open,
    handler: async () => rpcError(null, PAYME_MERCHANT_ERRORS.METHOD_NOT_POST),
  });
}

/**
 * The endpoints the payment apps call (public: each checks its own
 * credentials, the keys kept in the secret settings): Payme's Merchant API
 * (`/api/merchant/payme`, Basic auth with `payme_merchant_key`, JSON-RPC
 * answered with HTTP 200) and Click's Prepare and Complete
 * (`/api/merchant/click/prepare|complete`, form posts signed with
 * `click_secret_key`).
 */
export async function merchantRoutes(
  app: FastifyInstance,
  { db, secrets }: { db: Db; secrets: SecretStore },
) {
  await app.register(paymeRoutes, { db, secrets });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const open = { config: { access: 'public' as const } };

  for (const action of ['prepare', 'complete'] as const) {
    app.post(`/api/merchant/click/${action}`, open, async (request) => {
      // the path says which step it is: a Prepare posted to /complete is refused as a wrong action
      const expected = action === 'prepare' ? '0' : '1';
      return clickMerchant(db, formFields(request.body), await secrets.read('click_secret_key'), expected);
    });
  }
}
