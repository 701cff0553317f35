import {
  type DeliveryEditInput,
  HANDOVER_STEPS,
  type HandoverStep,
  type HandoverStepSpec,
} from '@savdo/shared/schemas/release';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { addEvent, assertDriver, lockInvoice, type ReleaseActor } from './invoices.ts';
import { getInvoice } from './queries.ts';

/**
 * The goods of an approved invoice reach the client: taken away
 * (TAKE_AWAY → COMPLETED) or delivered (COLLECTING → DELIVERY → COMPLETED,
 * DELIVERY → COLLECTING when a delivery is brought back). Each step checks
 * the invoice's kind and step (409 naming where it is) and is kept as an
 * event with who and when.
 */
export async function handoverStep(
  db: Db,
  id: number,
  step: HandoverStep,
  version: number | undefined,
  actor: ReleaseActor,
) {
  const spec: HandoverStepSpec = HANDOVER_STEPS[step];
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id, version);
    if (invoice.status !== 'APPROVED') throw conflict('release.errors.status', { status: invoice.status });
    if (invoice.handover !== spec.handover) {
      throw conflict(`release.errors.notHandover.${spec.handover}`);
    }
    if (invoice.handover_status !== spec.from) {
      throw conflict('release.errors.handoverStatus', { status: invoice.handover_status ?? '' });
    }
    if (step === 'dispatch' && invoice.driver_id === null) throw conflict('release.errors.noDriver');
    await tx.execute(sql`update output_invoices set handover_status = ${spec.to}, version = version + 1
      where id = ${id}`);
    await addEvent(tx, id, step, spec.from, spec.to, actor.userId);
  });
  return getInvoice(db, id);
}

/** Changes a delivery's driver, address or date while it is not yet on the road (409 otherwise). */
export async function editDelivery(db: Db, id: number, input: DeliveryEditInput, actor: ReleaseActor) {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, id, input.version);
    if (invoice.handover !== 'DELIVERY') throw conflict('release.errors.notHandover.DELIVERY');
    const open =
      invoice.status === 'CREATED' ||
      (invoice.status === 'APPROVED' && invoice.handover_status === 'COLLECTING');
    if (!open) {
      throw conflict('release.errors.handoverStatus', { status: invoice.handover_status ?? invoice.status });
    }
    await assertDriver(tx, input.driver_id);
    await tx.execute(sql`update output_invoices set driver_id = ${input.driver_id ?? null},
        address = ${input.address ?? null}, delivery_date = coalesce(${input.delivery_date ?? null}::date, doc_date),
        version = version + 1
      where id = ${id}`);
    await addEvent(tx, id, 'edit', invoice.handover_status, invoice.handover_status, actor.userId, {
      driver_id: input.driver_id ?? null,
      address: input.address ?? null,
      delivery_date: input.delivery_date ?? null,
    });
  });
  return getInvoice(db, id);
}
