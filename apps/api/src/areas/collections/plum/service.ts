import { type PlumEventInput, plumEventSchema } from '@savdo/shared/schemas/plum';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../../platform/http/errors.ts';
import { parse } from '../../../platform/http/validate.ts';
import { settingValue } from '../../../platform/settings/settings.ts';
import type { PlumGateway, PlumResult } from './gateway.ts';
import { plumSignatureValid } from './gateway.ts';
import { applicationById, cancelApplication, keepApplication, keepSettlement } from './store.ts';

/** Cabinet actions need the integration switched on (`plum_enabled`). */
async function assertEnabled(db: Db): Promise<void> {
  if (!(await settingValue<boolean>(db, 'plum_enabled'))) throw conflict('plum.errors.disabled');
}

/** A call to the partner: its value, 409 on its refusal, 502 when it cannot be reached (nothing written). */
async function ask<T>(call: () => Promise<PlumResult<T>>): Promise<T> {
  let result: PlumResult<T>;
  try {
    result = await call();
  } catch (error) {
    throw new AppError(502, 'plum.errors.unavailable', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
  if (!result.ok) throw conflict('plum.errors.refused', { message: `${result.code}: ${result.message}` });
  return result.value;
}

/** Applies one event of the partner in the caller's transaction. */
async function applyEvent(tx: Parameters<Parameters<Db['transaction']>[0]>[0], event: PlumEventInput) {
  if (event.type === 'application.created') await keepApplication(tx, event.data);
  else if (event.type === 'application.cancelled') await cancelApplication(tx, event.data.id);
  else await keepSettlement(tx, event.data);
}

/**
 * A webhook delivery: its signature checked against the webhook secret
 * (401 otherwise), the event checked (400), and in one transaction the event
 * id claimed and the event applied; a repeated event id is answered as a
 * duplicate and changes nothing.
 */
export async function receiveWebhook(
  db: Db,
  raw: string,
  signature: string | undefined,
  secret: string | null,
): Promise<{ duplicate: boolean }> {
  if (!secret || !plumSignatureValid(raw, secret, signature))
    throw new AppError(401, 'plum.errors.badSignature');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AppError(400, 'errors.badRequest');
  }
  return applyPlumEvent(db, parse(plumEventSchema, body));
}

/** One event of the partner, once by its id, in one transaction (the webhook's work after its checks). */
export function applyPlumEvent(db: Db, event: PlumEventInput): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`insert into plum_webhook_events (event_id, type, payload)
      values (${event.event_id}, ${event.type}, ${JSON.stringify(event)}::jsonb)
      on conflict (event_id) do nothing returning event_id`);
    if (claimed.rows.length === 0) return { duplicate: true };
    await applyEvent(tx, event);
    return { duplicate: false };
  });
}

/** Pulls the waiting applications and the payouts from the partner; each kept once. */
export async function syncFromPlum(db: Db, gateway: PlumGateway) {
  await assertEnabled(db);
  const applications = await ask(() => gateway.applications());
  const settlements = await ask(() => gateway.settlements());
  const parsedApps = applications.map((a) => parse(plumEventSchema.options[0].shape.data, a));
  const parsedPayouts = settlements.map((s) => parse(plumEventSchema.options[2].shape.data, s));
  return db.transaction(async (tx) => {
    let added = 0;
    for (const a of parsedApps) {
      if (a.status === 'CANCELLED') await cancelApplication(tx, a.id);
      else if (await keepApplication(tx, a)) added += 1;
    }
    for (const s of parsedPayouts) await keepSettlement(tx, s);
    return { added };
  });
}

/**
 * The store's decision on a NEW application: told to the partner first (its
 * refusal 409, unreachable 502: nothing written here, the application stays
 * NEW for a retry, which repeats the same request id), then kept here.
 */
async function decide(
  db: Db,
  gateway: PlumGateway,
  id: number,
  userId: number,
  to: 'ACCEPTED' | 'REFUSED',
  reason: string | null,
) {
  await assertEnabled(db);
  const app = await applicationById(db, id);
  if (!app) throw notFound();
  if (app.status !== 'NEW') throw conflict('plum.errors.decided', { status: app.status });
  const requestId = `savdo-plum-${app.external_id}-${to}`;
  await ask<{ status: 'ACCEPTED' | 'REFUSED' }>(() =>
    to === 'ACCEPTED'
      ? gateway.accept(app.external_id, requestId)
      : gateway.refuse(app.external_id, reason ?? '', requestId),
  );
  const updated = await db.execute(sql`update plum_applications
    set status = ${to}, refuse_reason = ${reason}, decided_by = ${userId}, decided_at = now()
    where id = ${id} and status = 'NEW' returning id`);
  if (updated.rows.length === 0) throw conflict('plum.errors.decided', { status: 'NEW' });
  return applicationById(db, id);
}

export const acceptApplication = (db: Db, gateway: PlumGateway, id: number, userId: number) =>
  decide(db, gateway, id, userId, 'ACCEPTED', null);

export const refuseApplication = (db: Db, gateway: PlumGateway, id: number, userId: number, reason: string) =>
  decide(db, gateway, id, userId, 'REFUSED', reason);

/** "Check connection": the merchant's name at the partner, or why not. */
export async function checkConnection(gateway: PlumGateway) {
  try {
    const r = await gateway.ping();
    return r.ok
      ? { ok: true, merchant: r.value.merchant }
      : { ok: false, message: `${r.code}: ${r.message}` };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
