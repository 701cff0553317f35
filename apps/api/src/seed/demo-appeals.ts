import { sql } from 'drizzle-orm';
import {
  answerAppeal,
  assignAppeal,
  closeAppeal,
  createAppeal,
  rejectAppeal,
  reopenAppeal,
} from '../areas/collections/appeals/service.ts';
import { LocalPlumGateway } from '../areas/collections/plum/gateway.ts';
import { acceptApplication, applyPlumEvent, refuseApplication } from '../areas/collections/plum/service.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo appeals (issue 11 item 5) and Plum applications (item 6), through the
 * services: appeals of demo clients in every state with their history
 * (registered, assigned, answered, closed, rejected, reopened), and a few
 * applications of the instalment partner from its local fake: one accepted
 * and paid out, one refused, two waiting for a decision.
 */

const TEXTS = [
  'Televizor yetkazib berilmadi, kelishilgan sanadan 3 kun oʻtdi',
  'Toʻlov grafigini oʻzgartirishni soʻrayman',
  'Kassir toʻlovni kech kiritgan, penya hisoblangan',
  'Muzlatgich shovqin qiladi, usta kerak',
  'Shartnoma nusxasini berishingizni soʻrayman',
  'Xizmat koʻrsatish yaxshi, rahmat',
  'Chegirma aksiyasi haqida maʼlumot kerak',
  'Telefon raqamim oʻzgardi',
];

const ids = async (db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute<{ id: string }>(query)).rows.map((r) => Number(r.id));

async function seedAppeals(db: Db): Promise<number> {
  const users = await ids(db, sql`select id from users where active order by id limit 4`);
  const [admin, ...others] = users;
  if (admin === undefined) return 0;
  const branch = (await ids(db, sql`select id from branches where active order by id limit 1`))[0];
  if (branch === undefined) return 0;
  const actor = { userId: admin, branchId: branch };
  const list = (table: string) =>
    ids(db, sql`select id from ${sql.identifier(table)} where active order by id`);
  const [types, sources, groups, forms, directions] = await Promise.all(
    ['appeal_types', 'appeal_sources', 'appeal_groups', 'appeal_forms', 'appeal_directions'].map(list),
  );
  const contracts = (
    await db.execute<{ id: string; client_id: string }>(
      sql`select id, client_id from contracts where status = 'ACTIVE' order by id limit 8`,
    )
  ).rows;
  if (!types?.length) return 0;
  const pick = <T>(xs: readonly T[] | undefined, i: number) => (xs?.length ? xs[i % xs.length] : undefined);
  const assignee = (i: number) => pick(others, i) ?? admin;
  let made = 0;
  for (const [i, text] of TEXTS.entries()) {
    const contract = contracts[i % Math.max(contracts.length, 1)];
    const a = await createAppeal(
      db,
      {
        type_id: pick(types, i) as number,
        source_id: pick(sources, i),
        group_id: pick(groups, i),
        form_id: pick(forms, i),
        direction_id: pick(directions, i),
        client_id: contract ? Number(contract.client_id) : undefined,
        contract_id: contract && i % 2 === 0 ? Number(contract.id) : undefined,
        text,
      },
      actor,
    );
    made += 1;
    // 0, 1: NEW; 2: IN_PROGRESS; 3: ANSWERED; 4, 5: CLOSED; 6: REJECTED; 7: reopened after an answer
    if (i === 6) {
      await rejectAppeal(db, a.id, `Takroriy murojaat: №${a.id - 1}`, actor);
      continue;
    }
    if (i < 2) continue;
    await assignAppeal(db, a.id, { assignee_id: assignee(i), comment: 'Koʻrib chiqing' }, actor);
    if (i === 2) continue;
    await answerAppeal(db, a.id, { answer: 'Mijoz bilan bogʻlanildi, masala hal qilindi' }, actor);
    if (i === 4 || i === 5) await closeAppeal(db, a.id, 'Mijoz javobdan rozi', actor);
    if (i === 7) await reopenAppeal(db, a.id, 'Mijoz qayta qoʻngʻiroq qildi', actor);
  }
  return made;
}

async function seedPlum(db: Db): Promise<number> {
  const admin = (await ids(db, sql`select id from users where active order by id limit 1`))[0];
  if (admin === undefined) return 0;
  const plum = new LocalPlumGateway();
  const clients = (
    await db.execute<{ full_name: string; pinfl: string | null; phone: string | null }>(
      sql`select full_name, pinfl, phones[1] as phone from clients where active order by id limit 4`,
    )
  ).rows;
  const goods = [
    ['Artel muzlatgich HD 345', '4 850 000.00', 6],
    ['Samsung Galaxy A55', '5 200 000.00', 12],
    ['LG kir yuvish mashinasi', '3 900 000.00', 9],
    ['Redmi Note 13', '2 750 000.00', 3],
  ] as const;
  const external: string[] = [];
  for (const [i, [name, price, months]] of goods.entries()) {
    const c = clients[i];
    const event = plum.submit({
      client: { name: c?.full_name ?? 'Plum mijozi', pinfl: c?.pinfl ?? null, phone: c?.phone ?? null },
      items: [{ name, sku: null, quantity: 1, price: price.replace(/\s/g, '') }],
      total: price.replace(/\s/g, ''),
      months,
    });
    await applyPlumEvent(db, event);
    external.push(event.data.id as string);
  }
  const local = async (externalId: string | undefined) =>
    (await ids(db, sql`select id from plum_applications where external_id = ${externalId ?? ''}`))[0] ?? 0;
  await acceptApplication(db, plum, await local(external[0]), admin);
  await refuseApplication(db, plum, await local(external[1]), admin, 'Mahsulot omborda qolmagan');
  const payout = plum.settle(new Date().toISOString().slice(0, 10));
  if (payout) await applyPlumEvent(db, payout);
  return external.length;
}

/** Seeds the demo appeals and Plum applications; the counts made. */
export async function seedDemoAppeals(db: Db): Promise<{ appeals: number; plum: number }> {
  return { appeals: await seedAppeals(db), plum: await seedPlum(db) };
}
