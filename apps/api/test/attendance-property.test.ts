import type { TerminalEvent } from '@savdo/shared/schemas/attendance';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDay } from '../src/areas/hr/attendance/day.ts';
import { type Device, ingestEvent } from '../src/areas/hr/attendance/ingest.ts';
import { createEmployee } from './fixtures/employees.ts';
import { rowId } from './fixtures/stock.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * Replayed and out-of-order events never change the attendance computed
 * from the same set: random events of two employees over two days go in
 * once in time order through one device, and through another device
 * shuffled, with random replays, several at once; both leave the same
 * `attendance_days` rows. The pure day computation is order-free too.
 */

let ctx: TestContext;
const devices: Device[] = [];
let branch = 0;
let run = 0;

const DATES = ['2026-04-06', '2026-04-07'] as const; // Monday, Tuesday

const eventArb = fc.record({
  employee: fc.integer({ min: 0, max: 1 }),
  day: fc.integer({ min: 0, max: 1 }),
  minute: fc.integer({ min: 6 * 60, max: 22 * 60 }),
  status: fc.constantFrom<'checkIn' | 'checkOut' | undefined>('checkIn', 'checkOut', undefined),
});
type Gen = { employee: number; day: number; minute: number; status: 'checkIn' | 'checkOut' | undefined };

const time = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function terminalEvent(g: Gen, number: string, serialNo: number): TerminalEvent {
  return {
    dateTime: `${DATES[g.day]}T${time(g.minute)}:00+05:00`,
    eventType: 'AccessControllerEvent',
    AccessControllerEvent: {
      majorEventType: 5,
      subEventType: 75,
      employeeNoString: number,
      serialNo,
      ...(g.status ? { attendanceStatus: g.status } : {}),
    },
  };
}

async function daysOf(employees: number[]) {
  const rows = await ctx.db.execute(sql`select employee_id, date::text as date, status, first_in, last_out,
      late_minutes, early_minutes, worked_minutes from attendance_days
    where employee_id in (${sql.join(
      employees.map((e) => sql`${e}`),
      sql`, `,
    )}) order by employee_id, date`);
  return rows.rows.map((r) => ({ ...r, employee_id: employees.indexOf(Number(r.employee_id)) }));
}

beforeAll(async () => {
  ctx = await createTestContext();
  branch = await rowId(ctx, sql`insert into branches (name) values ('Xossa filiali') returning id`);
  for (const serial of ['PROP-A', 'PROP-B']) {
    const id = await rowId(
      ctx,
      sql`insert into employee_devices (name, device_code, branch_id, serial_number)
        values (${serial}, 'PROP01', ${branch}, ${serial}) returning id`,
    );
    devices.push({ id, serial });
  }
});

afterAll(async () => {
  await ctx?.close();
});

describe('attendance from events', () => {
  it('the day depends on the set of events, never their order or replays (pure)', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 8 }), fc.infiniteStream(fc.nat()), (events, picks) => {
        const day = (list: Gen[]) =>
          computeDay({
            date: DATES[0],
            holidays: new Set(),
            schedule: { start: '09:00', end: '18:00', breakMinutes: 60, daysOff: ['SUN'] },
            events: list.map((g) => ({
              at: new Date(`${DATES[0]}T${time(g.minute)}:00+05:00`),
              status: g.status ?? null,
            })),
            excusedReasonId: null,
          });
        const iter = picks[Symbol.iterator]();
        const shuffled = [...events, ...events.slice(0, 3)]
          .map((e) => ({ e, k: iter.next().value as number }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.e);
        expect(day(shuffled)).toEqual(day(events));
      }),
      { numRuns: 200 },
    );
  });

  it('stored in order, or shuffled with replays and concurrently, the days are the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArb, { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        async (events, keys) => {
          run += 1;
          const hire = (tag: string, i: number) =>
            createEmployee(ctx, {
              number: `P${tag}${run}-${i}`,
              branchId: branch,
              hiredOn: '2026-01-01',
            }).then((e) => e.id);
          const ordered = [await hire('A', 0), await hire('A', 1)];
          const shuffled = [await hire('B', 0), await hire('B', 1)];
          const inOrder = events
            .map((g, i) => ({ g, i }))
            .sort((a, b) => a.g.day - b.g.day || a.g.minute - b.g.minute);
          for (const { g, i } of inOrder) {
            await ingestEvent(
              ctx.db,
              devices[0] as Device,
              terminalEvent(g, `PA${run}-${g.employee}`, run * 100 + i),
            );
          }
          const replays = [
            ...events.map((g, i) => ({ g, i })),
            ...events.slice(0, 4).map((g, i) => ({ g, i })),
          ]
            .map((x, n) => ({ ...x, k: keys[n % keys.length] ?? 0 }))
            .sort((a, b) => a.k - b.k);
          await Promise.all(
            replays.map(({ g, i }) =>
              ingestEvent(
                ctx.db,
                devices[1] as Device,
                terminalEvent(g, `PB${run}-${g.employee}`, run * 100 + i),
              ),
            ),
          );
          expect(await daysOf(shuffled)).toEqual(await daysOf(ordered));
        },
      ),
      { numRuns: 25 },
    );
  });
});
