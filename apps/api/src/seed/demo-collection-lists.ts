import type { ContactKind } from '@savdo/shared/schemas/collections';
import { tashkentToday } from '@savdo/shared/validation';
import { sql } from 'drizzle-orm';
import { createUser } from '../areas/admin/users/service.ts';
import { assignFromAttachments } from '../areas/collections/debtors/assign.ts';
import { attach } from '../areas/collections/debtors/attachments.ts';
import { recordContact } from '../areas/collections/debtors/contacts.ts';
import { detachContracts } from '../areas/collections/debtors/responsible.ts';
import { addDays } from '../platform/close-of-day/close.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * Demo collection lists (issue 11 item 1), after the contract payments left
 * some contracts late: a second collector beside the demo's `undiruvchi`
 * (through the users service), the two attached to the villages, a street
 * and a workplace where most late contracts' clients live or work, the late
 * contracts taken from their seller (detached, as a manager does on the
 * attached-contracts screen), the attachments applied (late contracts get
 * their collector, as the close of day does), and contacts with comments on
 * some late contracts.
 */

const SECOND_COLLECTOR = {
  username: 'undiruvchi2',
  password: 'Undiruv2@123',
  full_name: 'Rahimov Sardor Ilhomovich',
};

const CONTACTS: { contact: ContactKind; text: string; promise?: boolean }[] = [
  { contact: 'CALL', text: 'Qoʻngʻiroq qilindi, keyingi haftada toʻlashni vaʼda qildi', promise: true },
  { contact: 'CALL', text: 'Telefon oʻchiq' },
  { contact: 'VISIT', text: 'Uyiga borildi, oila aʼzolari bilan gaplashildi' },
  { contact: 'SMS', text: 'Toʻlov eslatmasi yuborildi' },
  { contact: 'CALL', text: 'Ish haqi kechikayotganini aytdi, oy oxirida toʻlaydi', promise: true },
  { contact: 'LETTER', text: 'Ogohlantirish xati topshirildi' },
];

async function collectors(db: Db, adminId: number): Promise<[number, number] | null> {
  const found = await db.execute<{ id: number; user_position_id: number; branch_id: number }>(
    sql`select id, user_position_id, branch_id from users where username = 'undiruvchi'`,
  );
  const first = found.rows[0];
  if (!first) return null;
  const second = await db.execute<{ id: number }>(
    sql`select id from users where username = ${SECOND_COLLECTOR.username}`,
  );
  const made =
    second.rows[0] ??
    (await createUser(
      db,
      {
        ...SECOND_COLLECTOR,
        phone_number: '998901112299',
        branch_id: first.branch_id,
        user_position_id: first.user_position_id,
      },
      adminId,
    ));
  return [Number(first.id), Number(made.id)];
}

/** The places with the most late contracts: villages, a street of the second village, a workplace. */
async function busiestPlaces(db: Db, today: string) {
  const late = sql`from contracts k join clients cl on cl.id = k.client_id
    where k.status = 'ACTIVE' and k.next_due_date < ${today}::date`;
  const villages = await db.execute<{ id: number }>(sql`select cl.village_id as id ${late}
    and cl.village_id is not null group by cl.village_id order by count(*) desc, cl.village_id limit 2`);
  const second = villages.rows[1]?.id;
  const street = second
    ? await db.execute<{ street: string }>(sql`select cl.street ${late} and cl.village_id = ${second}
        and coalesce(btrim(cl.street), '') <> '' group by cl.street order by count(*) desc, cl.street limit 1`)
    : undefined;
  const workplace = await db.execute<{ id: number }>(sql`select cl.workplace_id as id ${late}
    and cl.workplace_id is not null group by cl.workplace_id order by count(*) desc, cl.workplace_id limit 1`);
  return {
    villages: villages.rows.map((r) => Number(r.id)),
    street: street?.rows[0]?.street,
    workplace: workplace.rows[0]?.id,
  };
}

export async function seedDemoCollectionLists(db: Db): Promise<string> {
  const admin = await db.execute<{ id: number }>(sql`select id from users where username = 'admin'`);
  const adminId = Number(admin.rows[0]?.id ?? 0);
  const pair = await collectors(db, adminId);
  if (!pair) return 'no collector: nothing attached';
  const [first, second] = pair;
  const today = tashkentToday();
  const places = await busiestPlaces(db, today);
  const [topVillage, secondVillage] = places.villages;
  if (topVillage) await attach(db, 'village', { user_id: first, village_id: topVillage }, adminId);
  if (secondVillage && places.street)
    await attach(
      db,
      'village',
      { user_id: second, village_id: secondVillage, street: places.street },
      adminId,
    );
  if (secondVillage) await attach(db, 'village', { user_id: second, village_id: secondVillage }, adminId);
  if (places.workplace)
    await attach(db, 'workplace', { user_id: first, workplace_id: Number(places.workplace) }, adminId);
  // the demo sales left the seller responsible for every contract: the late ones are handed to collection
  const handed = await db.execute<{ id: string }>(sql`select id from contracts
    where status = 'ACTIVE' and next_due_date < ${today}::date and responsible_id = ${adminId} order by id`);
  await detachContracts(
    db,
    handed.rows.map((r) => Number(r.id)),
    adminId,
  );
  const assigned = await assignFromAttachments(db, today);
  // contacts on some late contracts, by the collector who answers for them (or the first)
  const late = await db.execute<{ id: string; responsible_id: number | null; rest: string }>(
    sql`select id, responsible_id, rest::text from contracts where status = 'ACTIVE' and next_due_date < ${today}::date
      order by next_due_date, id limit ${CONTACTS.length * 2}`,
  );
  const types = await db.execute<{ id: number }>(
    sql`select id from contract_comment_types where active order by id`,
  );
  let contacts = 0;
  for (const [i, c] of late.rows.entries()) {
    if (i % 2 === 1) continue;
    const spec = CONTACTS[(i / 2) % CONTACTS.length];
    if (!spec) continue;
    const type = types.rows[i % Math.max(1, types.rows.length)]?.id;
    await recordContact(
      db,
      Number(c.id),
      {
        contact: spec.contact,
        text: spec.text,
        ...(type === undefined ? {} : { comment_type_id: Number(type) }),
        ...(spec.promise ? { promised_date: addDays(today, 7), promised_sum: '100000.00' } : {}),
      },
      c.responsible_id ?? first,
    );
    contacts += 1;
  }
  return `${assigned.by_street + assigned.by_village + assigned.by_workplace} contracts given a collector; ${contacts} contacts`;
}
