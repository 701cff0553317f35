import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { withTransactionRetry } from '../../../ledgers/money/retry.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  cancelOnline,
  contractByAccount,
  createOnline,
  type OnlineRow,
  onlineOf,
  performOnline,
  refusalOf,
} from './online.ts';

/**
 * Payme's Merchant API, the endpoint Payme calls when a client pays a
 * contract in its app (JSON-RPC 2.0, always HTTP 200, Basic auth
 * `Paycom:<merchant key>`). The account field is `contract`: the contract's
 * number (or `PREFIX-number`). Amounts are tiyin. A transaction is created
 * once per Payme id, performed once (a repeated PerformTransaction answers
 * the first result), cancelled by reversing its settlement.
 */

export const PAYME_MERCHANT_ERRORS = {
  INVALID_AMOUNT: -31001,
  TRANSACTION_NOT_FOUND: -31003,
  CANNOT_CANCEL: -31007,
  CANNOT_PERFORM: -31008,
  INVALID_ACCOUNT: -31050,
  /** The contract awaits another Payme transaction (created, not yet performed or cancelled). */
  CONTRACT_BUSY: -31099,
  METHOD_NOT_POST: -32300,
  INTERNAL: -32400,
  AUTH: -32504,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  PARSE: -32700,
} as const;

/** A created transaction not performed within 12 hours is cancelled (reason 4) and refused. */
export const PAYME_TIMEOUT_MS = 43_200_000;

type Json = Record<string, unknown>;

export interface RpcAnswer {
  jsonrpc: '2.0';
  id: unknown;
  result?: Json;
  error?: { code: number; message: { uz: string; ru: string; en: string }; data?: string };
}

const MESSAGES: Record<number, [string, string, string]> = {
  [-31001]: ['Notoʻgʻri summa', 'Неверная сумма', 'Invalid amount'],
  [-31003]: ['Tranzaksiya topilmadi', 'Транзакция не найдена', 'Transaction not found'],
  [-31007]: ['Bekor qilib boʻlmaydi', 'Невозможно отменить транзакцию', 'Unable to cancel'],
  [-31008]: ['Bajarib boʻlmaydi', 'Невозможно выполнить операцию', 'Unable to perform'],
  [-31050]: ['Shartnoma topilmadi', 'Договор не найден', 'Contract not found'],
  [-31099]: [
    'Shartnoma boshqa toʻlovni kutmoqda',
    'Договор ожидает оплаты другой транзакцией',
    'The contract awaits another payment',
  ],
  [-32300]: ['Soʻrov POST boʻlishi kerak', 'Метод запроса должен быть POST', 'Request method must be POST'],
  [-32400]: ['Ichki xato', 'Внутренняя ошибка', 'Internal error'],
  [-32504]: ['Ruxsat yoʻq', 'Недостаточно привилегий', 'Insufficient privilege'],
  [-32600]: ['Notoʻgʻri soʻrov', 'Неверный запрос', 'Invalid request'],
  [-32601]: ['Metod topilmadi', 'Метод не найден', 'Method not found'],
  [-32700]: ['JSON oʻqilmadi', 'Ошибка разбора JSON', 'Parse error'],
};

class RpcError extends Error {
  constructor(
    readonly code: number,
    readonly data?: string,
  ) {
    super(String(code));
  }
}

const fail = (code: number, data?: string): never => {
  throw new RpcError(code, data);
};

/** The Basic auth header carries `Paycom:<key>` with the merchant key set in the secret settings. */
export function paymeAuthorized(header: string | undefined, key: string | null): boolean {
  if (!key || !header) return false;
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const expected = Buffer.from(`Paycom:${key}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const amountOf = (params: Json): bigint => {
  const amount = params.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    fail(PAYME_MERCHANT_ERRORS.INVALID_AMOUNT);
  return BigInt(amount as number);
};

const accountOf = (params: Json): string => {
  const account = params.account as Json | undefined;
  const value = account?.contract;
  if (typeof value !== 'string' && typeof value !== 'number')
    fail(PAYME_MERCHANT_ERRORS.INVALID_ACCOUNT, 'contract');
  return String(value);
};

const idOf = (params: Json): string => {
  if (typeof params.id !== 'string' || params.id.length === 0 || params.id.length > 100)
    fail(PAYME_MERCHANT_ERRORS.INVALID_REQUEST, 'id');
  return params.id as string;
};

async function checked(tx: DbOrTx, params: Json) {
  const amount = amountOf(params);
  const contract = await contractByAccount(tx, accountOf(params));
  const why = refusalOf(contract, amount);
  if (why === 'account') fail(PAYME_MERCHANT_ERRORS.INVALID_ACCOUNT, 'contract');
  if (why === 'amount') fail(PAYME_MERCHANT_ERRORS.INVALID_AMOUNT);
  return { amount, contract: contract as NonNullable<typeof contract> };
}

const shown = (row: OnlineRow) => ({
  create_time: row.create_time,
  perform_time: row.perform_time,
  cancel_time: row.cancel_time,
  transaction: String(row.id),
  state: row.state,
  reason: row.reason,
});

async function found(tx: DbOrTx, params: Json, lock = false): Promise<OnlineRow> {
  const row = await onlineOf(tx, 'PAYME', idOf(params), lock);
  if (!row) return fail(PAYME_MERCHANT_ERRORS.TRANSACTION_NOT_FOUND);
  return row;
}

const expired = (row: OnlineRow) => row.state === 1 && Date.now() - row.create_time > PAYME_TIMEOUT_MS;

/** Payme's time of the transaction (ms), required by CreateTransaction. */
const timeOf = (params: Json): number => {
  if (typeof params.time !== 'number' || !Number.isSafeInteger(params.time) || params.time <= 0)
    fail(PAYME_MERCHANT_ERRORS.INVALID_REQUEST, 'time');
  return params.time as number;
};

/** The first key of the advisory lock taken per contract while a Payme transaction is created. */
const PAYME_CONTRACT_LOCK = 31099;

/**
 * A contract is paid through Payme one transaction at a time (Payme's
 * one-time order): another created, unperformed transaction of the contract
 * refuses a new one with -31099, unless it timed out (then it is cancelled,
 * reason 4). Serialised per contract by a transaction-scoped advisory lock.
 */
async function assertNoneWaiting(tx: DbOrTx, contractId: number, id: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYME_CONTRACT_LOCK}::int, ${contractId}::int)`);
  const waiting = await tx.execute<{ provider_id: string }>(sql`select provider_id from online_payments
    where provider = 'PAYME' and contract_id = ${contractId} and state = 1 and provider_id <> ${id}`);
  for (const { provider_id } of waiting.rows) {
    const row = (await onlineOf(tx, 'PAYME', provider_id, true)) as OnlineRow;
    if (!expired(row)) fail(PAYME_MERCHANT_ERRORS.CONTRACT_BUSY, 'contract');
    await cancelOnline(tx, row, 4);
  }
}

async function create(db: Db, params: Json): Promise<Json> {
  const id = idOf(params);
  const time = timeOf(params);
  return withTransactionRetry(db, async (tx) => {
    const existing = await onlineOf(tx, 'PAYME', id, true);
    if (existing) {
      if (existing.state !== 1) fail(PAYME_MERCHANT_ERRORS.CANNOT_PERFORM);
      if (expired(existing)) {
        await cancelOnline(tx, existing, 4);
        return { cancelled: true };
      }
      return { create_time: existing.create_time, transaction: String(existing.id), state: existing.state };
    }
    const { amount, contract } = await checked(tx, params);
    await assertNoneWaiting(tx, contract.id, id);
    const row = await createOnline(tx, { provider: 'PAYME', providerId: id, contract, amount, time });
    return { create_time: row.create_time, transaction: String(row.id), state: row.state };
  });
}

async function perform(db: Db, params: Json): Promise<Json> {
  return withTransactionRetry(db, async (tx) => {
    const row = await found(tx, params, true);
    if (row.state === 2) return { transaction: String(row.id), perform_time: row.perform_time, state: 2 };
    if (row.state !== 1) fail(PAYME_MERCHANT_ERRORS.CANNOT_PERFORM);
    if (expired(row)) {
      await cancelOnline(tx, row, 4);
      return { cancelled: true };
    }
    try {
      const done = await performOnline(tx, row);
      return { transaction: String(done.id), perform_time: done.perform_time, state: done.state };
    } catch (error) {
      if (error instanceof AppError) fail(PAYME_MERCHANT_ERRORS.CANNOT_PERFORM, error.messageKey);
      throw error;
    }
  });
}

async function cancel(db: Db, params: Json): Promise<Json> {
  const reason = params.reason;
  // Payme's reasons: 1–5 (a receiver, the debit, the execution, the timeout, a refund), 10 (other)
  if (typeof reason !== 'number' || !Number.isSafeInteger(reason))
    return fail(PAYME_MERCHANT_ERRORS.INVALID_REQUEST, 'reason');
  return withTransactionRetry(db, async (tx) => {
    const row = await found(tx, params, true);
    try {
      const done = await cancelOnline(tx, row, reason);
      return { transaction: String(done.id), cancel_time: done.cancel_time, state: done.state };
    } catch (error) {
      if (error instanceof AppError) fail(PAYME_MERCHANT_ERRORS.CANNOT_CANCEL, error.messageKey);
      throw error;
    }
  });
}

async function statement(db: Db, params: Json): Promise<Json> {
  const from = Number(params.from);
  const to = Number(params.to);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
    fail(PAYME_MERCHANT_ERRORS.INVALID_REQUEST, 'from');
  const rows = await db.execute<
    Record<string, string | number | null>
  >(sql`select p.id, p.provider_id, p.provider_time,
      p.amount, p.create_time, p.perform_time, p.cancel_time, p.state, p.reason, c.number
    from online_payments p join contracts c on c.id = p.contract_id
    where p.provider = 'PAYME' and p.provider_time between ${from} and ${to}
    order by p.provider_time limit 10000`);
  return {
    transactions: rows.rows.map((r) => ({
      id: r.provider_id,
      time: Number(r.provider_time),
      amount: Number(r.amount),
      account: { contract: String(r.number) },
      create_time: Number(r.create_time),
      perform_time: Number(r.perform_time),
      cancel_time: Number(r.cancel_time),
      transaction: String(r.id),
      state: Number(r.state),
      reason: r.reason === null ? null : Number(r.reason),
    })),
  };
}

/** Answers a refused CreateTransaction/PerformTransaction on a timed-out row after the cancel is committed. */
async function settled(answer: Json): Promise<Json> {
  if (answer.cancelled) fail(PAYME_MERCHANT_ERRORS.CANNOT_PERFORM);
  return answer;
}

async function dispatch(db: Db, method: string, params: Json): Promise<Json> {
  switch (method) {
    case 'CheckPerformTransaction':
      await db.transaction(async (tx) => checked(tx, params));
      return { allow: true };
    case 'CreateTransaction':
      return settled(await create(db, params));
    case 'PerformTransaction':
      return settled(await perform(db, params));
    case 'CancelTransaction':
      return cancel(db, params);
    case 'CheckTransaction':
      return shown(await found(db, params));
    case 'GetStatement':
      return statement(db, params);
    default:
      return fail(PAYME_MERCHANT_ERRORS.METHOD_NOT_FOUND, method);
  }
}

/** A JSON-RPC error answer (HTTP 200 all the same). */
export function rpcError(id: unknown, code: number, data?: string): RpcAnswer {
  const [uz, ru, en] = MESSAGES[code] ?? (MESSAGES[-32400] as [string, string, string]);
  return { jsonrpc: '2.0', id, error: { code, message: { uz, ru, en }, ...(data ? { data } : {}) } };
}

type Envelope = { id: unknown; method: string; params: Json };

/**
 * The JSON-RPC request of a body: the raw text Payme posts (parsed here, so
 * bad JSON is -32700, not the product's 400) or an object already parsed (the
 * demo seed). Not an object, or no method or params: -32600.
 */
function envelopeOf(body: unknown): Envelope | RpcAnswer {
  let request: unknown = body;
  if (typeof body === 'string' || body === undefined) {
    try {
      request = JSON.parse(body ?? '');
    } catch {
      return rpcError(null, PAYME_MERCHANT_ERRORS.PARSE);
    }
  }
  if (!request || typeof request !== 'object' || Array.isArray(request))
    return rpcError(null, PAYME_MERCHANT_ERRORS.INVALID_REQUEST);
  const { id = null, method, params } = request as Json;
  if (typeof method !== 'string') return rpcError(id, PAYME_MERCHANT_ERRORS.INVALID_REQUEST, 'method');
  if (!params || typeof params !== 'object' || Array.isArray(params))
    return rpcError(id, PAYME_MERCHANT_ERRORS.INVALID_REQUEST, 'params');
  return { id, method, params: params as Json };
}

/**
 * Answers one Payme call: the request read (-32700 bad JSON, -32600 no
 * JSON-RPC request), then `authorized`, the Basic auth check's result the
 * route makes (-32504 whatever it asks), then the method (-32601 unknown).
 */
export async function paymeMerchant(
  db: Db,
  body: unknown,
  authorized: boolean,
  log?: (error: unknown) => void,
): Promise<RpcAnswer> {
  const request = envelopeOf(body);
  if ('jsonrpc' in request) return request;
  const { id } = request;
  try {
    if (!authorized) fail(PAYME_MERCHANT_ERRORS.AUTH);
    return { jsonrpc: '2.0', id, result: await dispatch(db, request.method, request.params) };
  } catch (error) {
    if (error instanceof RpcError) return rpcError(id, error.code, error.data);
    log?.(error);
    return rpcError(id, PAYME_MERCHANT_ERRORS.INTERNAL);
  }
}
