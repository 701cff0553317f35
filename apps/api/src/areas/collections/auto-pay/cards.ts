import type { CardAnswer, CardAttachInput, CardLinkInput } from '@savdo/shared/schemas/auto-pay';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/actor/actor.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { audit } from '../../../platform/engine/repository.ts';
import { type AppError, conflict, FieldErrors, notFound } from '../../../platform/http/errors.ts';
import { CARD_ERRORS, type CardGateway, CardGatewayError } from './card-gateway.ts';

/**
 * A client's cards: attached by number and expiry through the processor
 * (a token, the code sent to the card's phone), verified with the code,
 * removed; and which card pays which contract. Only the mask of a number is
 * kept; the token never leaves the server.
 */

/** A card's row as the queries read it (the shared answer, open to the driver's row type). */
type CardRow = CardAnswer & Record<string, unknown>;

/** A processor refusal as the screen shows it: 400 on the field it concerns, 409 when it is unreachable. */
export function refusal(error: unknown): AppError {
  if (!(error instanceof CardGatewayError)) throw error;
  switch (error.code) {
    case CARD_ERRORS.CARD_NOT_FOUND:
      return new FieldErrors([{ field: 'number', key: 'autoPay.errors.cardNotFound' }]);
    case CARD_ERRORS.CARD_EXPIRED:
      return new FieldErrors([{ field: 'expire', key: 'autoPay.errors.cardExpired' }]);
    case CARD_ERRORS.CARD_BLOCKED:
      return new FieldErrors([{ field: 'number', key: 'autoPay.errors.cardBlocked' }]);
    case CARD_ERRORS.WRONG_CODE:
      return new FieldErrors([{ field: 'code', key: 'autoPay.errors.wrongCode' }]);
    case CARD_ERRORS.CODE_ATTEMPTS:
      return conflict('autoPay.errors.codeAttempts');
    case CARD_ERRORS.TOKEN_NOT_FOUND:
      return conflict('autoPay.errors.tokenNotFound');
    default:
      return conflict('autoPay.errors.unavailable', { code: error.code });
  }
}

const CARD_COLUMNS = sql`id, client_id, masked_number, expire, phone, status`;

async function cardOf(tx: DbOrTx, id: number, lock = false) {
  const rows = await tx.execute<CardRow & { token: string }>(
    sql`select ${CARD_COLUMNS}, token from contract_cards where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  const card = rows.rows[0];
  if (!card) throw notFound();
  return { ...card, id: Number(card.id), client_id: Number(card.client_id) };
}

/**
 * Attaches a card: the processor makes a token for the number and expiry and
 * sends its code to the card's phone; the card is kept PENDING with its
 * mask and that phone. A card the client already has active is 409.
 */
export async function attachCard(
  db: Db,
  gateway: CardGateway,
  input: CardAttachInput,
  actor: Actor,
): Promise<CardAnswer> {
  const client = await db.execute(sql`select 1 from clients where id = ${input.client_id}`);
  if (client.rows.length === 0) throw new FieldErrors([{ field: 'client_id', key: 'validation.invalid' }]);
  const mask = `${input.number.slice(0, 6)}******${input.number.slice(-4)}`;
  const same = await db.execute(sql`select 1 from contract_cards where client_id = ${input.client_id}
    and masked_number = ${mask} and expire = ${input.expire} and status = 'ACTIVE'`);
  if (same.rows.length > 0) throw conflict('autoPay.errors.cardExists');
  let card: Awaited<ReturnType<CardGateway['cardsCreate']>>;
  let sent: Awaited<ReturnType<CardGateway['cardsGetVerifyCode']>>;
  try {
    card = await gateway.cardsCreate(input.number, input.expire, true);
    sent = await gateway.cardsGetVerifyCode(card.token);
  } catch (error) {
    throw refusal(error);
  }
  const rows = await db.execute<CardRow>(sql`insert into contract_cards
      (client_id, masked_number, expire, token, provider, phone, status, created_by)
    values (${input.client_id}, ${card.number || mask}, ${input.expire}, ${card.token}, ${gateway.name},
      ${sent.phone}, 'PENDING', ${actor.userId})
    returning ${CARD_COLUMNS}`);
  const row = rows.rows[0] as CardRow;
  await audit(db, 'contract_card', Number(row.id), 'create', actor.userId, null, {
    masked: row.masked_number,
  });
  return { ...row, id: Number(row.id), client_id: Number(row.client_id), wait: sent.wait };
}

/** Sends the code again to a card not yet verified. */
export async function resendCode(db: Db, gateway: CardGateway, id: number): Promise<CardAnswer> {
  const card = await cardOf(db, id);
  if (card.status !== 'PENDING') throw conflict('autoPay.errors.notPending');
  try {
    const sent = await gateway.cardsGetVerifyCode(card.token);
    const { token: _token, ...shown } = card;
    return { ...shown, wait: sent.wait };
  } catch (error) {
    throw refusal(error);
  }
}

/** Verifies a PENDING card with its SMS code: it becomes ACTIVE (400 on a wrong code, nothing changed). */
export async function verifyCard(
  db: Db,
  gateway: CardGateway,
  id: number,
  code: string,
  actor: Actor,
): Promise<CardAnswer> {
  const card = await cardOf(db, id);
  if (card.status === 'ACTIVE') {
    const { token: _token, ...shown } = card;
    return shown;
  }
  if (card.status !== 'PENDING') throw conflict('autoPay.errors.notPending');
  try {
    await gateway.cardsVerify(card.token, code);
  } catch (error) {
    throw refusal(error);
  }
  const rows = await db.execute<CardRow>(sql`update contract_cards set status = 'ACTIVE', verified_at = now()
    where id = ${id} and status = 'PENDING' returning ${CARD_COLUMNS}`);
  await audit(db, 'contract_card', id, 'update', actor.userId, { status: 'PENDING' }, { status: 'ACTIVE' });
  const row = rows.rows[0] ?? card;
  return { ...row, id: Number(row.id), client_id: Number(row.client_id) } as CardAnswer;
}

/**
 * Removes a card: REMOVED, every contract it paid detached (and so
 * disconnected from auto-payment), the token forgotten by the processor
 * (its refusal does not keep the card: it is never charged again).
 */
export async function removeCard(
  db: Db,
  gateway: CardGateway,
  id: number,
  actor: Actor,
): Promise<CardAnswer> {
  const card = await db.transaction(async (tx) => {
    const found = await cardOf(tx, id, true);
    if (found.status === 'REMOVED') return found;
    await tx.execute(sql`update contract_cards set status = 'REMOVED', removed_at = now(), removed_by = ${actor.userId}
      where id = ${id}`);
    await tx.execute(sql`update contract_card_links set active = false, auto_pay = false, detached_at = now(),
        detached_by = ${actor.userId}
      where card_id = ${id} and active`);
    await audit(
      tx,
      'contract_card',
      id,
      'deactivate',
      actor.userId,
      { status: found.status },
      { status: 'REMOVED' },
    );
    return found;
  });
  if (card.status !== 'REMOVED') await gateway.cardsRemove(card.token).catch(() => undefined);
  const { token: _token, ...shown } = await cardOf(db, id);
  return shown;
}

/**
 * Attaches an ACTIVE card to a contract of its client that is open (ACTIVE
 * or FREEZE). A contract has one card at a time: another one is 409 until
 * the first is detached.
 */
export async function linkCard(db: Db, input: CardLinkInput, actor: Actor): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const card = await cardOf(tx, input.card_id);
    if (card.status !== 'ACTIVE') throw conflict('autoPay.errors.cardNotActive');
    const contracts = await tx.execute<{ client_id: string; status: string }>(
      sql`select client_id, status from contracts where id = ${input.contract_id} for update`,
    );
    const contract = contracts.rows[0];
    if (!contract) throw new FieldErrors([{ field: 'contract_id', key: 'validation.invalid' }]);
    if (Number(contract.client_id) !== card.client_id) throw conflict('autoPay.errors.otherClient');
    if (contract.status !== 'ACTIVE' && contract.status !== 'FREEZE')
      throw conflict('contracts.errors.notOpen', { status: contract.status });
    const current = await tx.execute<{ id: string; card_id: string }>(
      sql`select id, card_id from contract_card_links where contract_id = ${input.contract_id} and active`,
    );
    const existing = current.rows[0];
    if (existing && Number(existing.card_id) === input.card_id) return { id: Number(existing.id) };
    if (existing) throw conflict('autoPay.errors.contractHasCard');
    const rows = await tx.execute<{
      id: string;
    }>(sql`insert into contract_card_links (card_id, contract_id, created_by)
      values (${input.card_id}, ${input.contract_id}, ${actor.userId}) returning id`);
    const id = Number(rows.rows[0]?.id);
    await audit(tx, 'contract_card_link', id, 'create', actor.userId, null, { ...input });
    return { id };
  });
}

/** Detaches a card from a contract (and so disconnects the contract from auto-payment). */
export async function unlinkCard(db: Db, id: number, actor: Actor): Promise<void> {
  const rows = await db.execute(sql`update contract_card_links set active = false, auto_pay = false,
      detached_at = now(), detached_by = ${actor.userId}
    where id = ${id} and active returning id`);
  if (rows.rows.length === 0) {
    const known = await db.execute(sql`select 1 from contract_card_links where id = ${id}`);
    if (known.rows.length === 0) throw notFound();
    return;
  }
  await audit(db, 'contract_card_link', id, 'deactivate', actor.userId, { active: true }, { active: false });
}

/**
 * Connects a contract to auto-payment (or disconnects it): its active card
 * must be ACTIVE and the contract ACTIVE (a USD contract's card is charged in
 * soʻm at the day's rate: debits.ts). The debits post in the name of who
 * connected it.
 */
export async function setAutoPay(db: Db, contractId: number, on: boolean, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.execute<{
      id: string;
      card_status: string;
      contract_status: string;
      auto_pay: boolean;
    }>(
      sql`select l.id, k.status as card_status, c.status as contract_status, l.auto_pay
        from contract_card_links l join contract_cards k on k.id = l.card_id join contracts c on c.id = l.contract_id
        where l.contract_id = ${contractId} and l.active for update of l`,
    );
    const link = rows.rows[0];
    if (!link) throw conflict('autoPay.errors.noCard');
    if (link.auto_pay === on) return;
    if (on && link.card_status !== 'ACTIVE') throw conflict('autoPay.errors.cardNotActive');
    if (on && link.contract_status !== 'ACTIVE')
      throw conflict('contracts.errors.notOpen', { status: link.contract_status });
    await tx.execute(sql`update contract_card_links set auto_pay = ${on},
        auto_pay_since = ${on ? sql`now()` : null}, auto_pay_by = ${on ? actor.userId : null}
      where id = ${link.id}`);
    await audit(
      tx,
      'contract_card_link',
      Number(link.id),
      'update',
      actor.userId,
      { auto_pay: !on },
      { auto_pay: on },
    );
  });
}
