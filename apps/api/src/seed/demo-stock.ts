import { fromMinor } from '@savdo/shared/money';
import { mulDivRound } from '@savdo/shared/quantity';
import { findResource, type ResourceDef, recordSchema } from '@savdo/shared/resources';
import {
  depreciationRunSchema,
  putToUseSchema,
  type StockDocumentInput,
  type StockDocumentKind,
  stockDocumentSchema,
  supplierBonusSchema,
} from '@savdo/shared/schemas';
import { categoryMarkupBulkSchema } from '@savdo/shared/schemas/pricing';
import { isLuhnValid, tashkentToday } from '@savdo/shared/validation';
import { type SQL, sql } from 'drizzle-orm';
import { enterCategoryMarkups } from '../areas/catalog/pricing/category-markups.ts';
import { applyPrices, approveMarkup } from '../areas/catalog/pricing/service.ts';
import { runMonth } from '../areas/stock/basic-tools/depreciation.ts';
import { putToUse } from '../areas/stock/basic-tools/service.ts';
import { monthEnd } from '../areas/stock/basic-tools/wear.ts';
import { bonusStep, createBonus } from '../areas/stock/supplier-calculations/bonuses.ts';
import { createDocument, transition } from '../areas/stock/warehouse/documents.ts';
import type { Actor } from '../platform/actor/actor.ts';
import type { Db } from '../platform/db/client.ts';
import { createRecord } from '../platform/engine/repository.ts';
import { parse } from '../platform/http/validate.ts';
import { settingValue } from '../platform/settings/settings.ts';

/**
 * Demo stock history: about three months of a phone and appliance retailer's
 * warehouse life (supplier invoices in soʻm and dollars with IMEIs, serials
 * and marking codes, returns to suppliers, moves between branches, an expense
 * output, a counting act with a shortage, inventory materials, fixed assets
 * put to use and worn out, a supplier bonus, markups, a sale rate and the
 * selling prices they give). Every step goes through the same service
 * functions the HTTP handlers call, with the same shared schemas, so each
 * balance equals its ledger by construction. Dates count back from today in
 * Tashkent and never fall into a closed period.
 */

type WarehouseKey = 'central' | 'office' | 'chilonzor' | 'samarqand';
type Currency = 'UZS' | 'USD';

const WAREHOUSES: Record<WarehouseKey, string> = {
  central: 'Markaziy ombor (Sergeli)',
  office: 'Bosh ofis asosiy ombori',
  chilonzor: 'Chilonzor asosiy ombori',
  samarqand: 'Samarqand asosiy ombori',
};

/** [product name, quantity]. */
type Line = readonly [string, number];

interface Invoice {
  daysAgo: number;
  supplier: string;
  warehouse: WarehouseKey;
  currency: Currency;
  lines: readonly Line[];
  note?: string;
  /** Left sent, waiting for approval (so the approval screen has one too). */
  pending?: boolean;
}

const ARTEL = '«Artel Electronics» MChJ';
const SAMSUNG = '«Samsung Savdo Markazi» MChJ';
const MOBI = '«Mobi Distribution» MChJ';
const TEXNOPARK = '«Texnopark Distribyutsiya» MChJ';

const INVOICES: readonly Invoice[] = [
  {
    daysAgo: 88,
    supplier: ARTEL,
    warehouse: 'central',
    currency: 'UZS',
    lines: [
      ['Artel UA43H3502 43" Smart', 4],
      ['Artel HD 345 FN, oq', 3],
      ['Artel WF60K110 6 kg', 3],
      ['Artel ART-KE 1503', 20],
      ['Artel VCC 0120', 8],
    ],
  },
  {
    daysAgo: 85,
    supplier: SAMSUNG,
    warehouse: 'central',
    currency: 'USD',
    lines: [
      ['Samsung Galaxy A15 6/128GB, qora', 5],
      ['Samsung Galaxy A55 8/256GB, koʻk', 3],
      ['Samsung Galaxy S24 8/256GB, qora', 2],
      ['Samsung MS23K3513AW', 6],
    ],
  },
  {
    daysAgo: 80,
    supplier: MOBI,
    warehouse: 'office',
    currency: 'USD',
    lines: [
      ['Apple iPhone 15 128GB, qora', 3],
      ['Redmi Note 13 8/256GB, qora', 4],
      ['Redmi 13C 4/128GB, koʻk', 6],
      ['Apple AirPods Pro 2', 4],
    ],
  },
  {
    daysAgo: 76,
    supplier: '«Shivaki Uz» MChJ',
    warehouse: 'chilonzor',
    currency: 'UZS',
    lines: [
      ['Shivaki HD 345 RN, oq', 2],
      ['Shivaki Optima 60', 3],
    ],
  },
  {
    daysAgo: 71,
    supplier: '«Hofmann Texnika» MChJ',
    warehouse: 'samarqand',
    currency: 'UZS',
    lines: [
      ['Hofmann 43FUA900 43" Smart', 3],
      ['Hofmann MW-20D', 5],
    ],
  },
  {
    daysAgo: 62,
    supplier: '«Digital Planet» MChJ',
    warehouse: 'central',
    currency: 'USD',
    lines: [
      ['HP 250 G10 i3/8/256GB', 3],
      ['Lenovo IdeaPad 3 15 i3/8/256GB', 2],
    ],
  },
  {
    daysAgo: 55,
    supplier: '«Klimat Servis Trade» MChJ',
    warehouse: 'central',
    currency: 'UZS',
    lines: [
      ['Artel Shahrixon 12 Inverter', 4],
      ['Gree Bora GWH12AAB Inverter', 2],
    ],
  },
  {
    daysAgo: 46,
    supplier: ARTEL,
    warehouse: 'chilonzor',
    currency: 'UZS',
    lines: [
      ['Artel ART-KE 1503', 12],
      ['Artel AIR-2400', 10],
      ['Artel BL-500', 6],
      ['Artel MC-500', 5],
    ],
  },
  {
    daysAgo: 40,
    supplier: '«Navroʻz Mebel» MChJ',
    warehouse: 'samarqand',
    currency: 'UZS',
    lines: [
      ['Yotoqxona toʻplami «Milana»', 2],
      ['Ikki kishilik karavot «Lorenzo» 160×200', 3],
      ['Ortopedik matras «Comfort» 160×200', 4],
    ],
  },
  {
    daysAgo: 30,
    supplier: SAMSUNG,
    warehouse: 'office',
    currency: 'USD',
    lines: [
      ['Samsung Galaxy A06 4/128GB, qora', 4],
      ['Samsung Galaxy Buds FE', 5],
    ],
  },
  {
    daysAgo: 21,
    supplier: '«Samarqand Gilam» AJ',
    warehouse: 'samarqand',
    currency: 'UZS',
    lines: [
      ['Gilam «Samarqand», 2×3 m', 6],
      ['Gilam «Buxoro», 3×4 m', 3],
    ],
  },
  {
    daysAgo: 12,
    supplier: '«LG Texno Import» MChJ',
    warehouse: 'central',
    currency: 'USD',
    lines: [
      ['LG 43UR78006LK 43" 4K', 3],
      ['LG F2J3HS0W 6,5 kg', 2],
    ],
  },
  {
    daysAgo: 6,
    supplier: TEXNOPARK,
    warehouse: 'chilonzor',
    currency: 'UZS',
    lines: [
      ['Polaris PVC 1820', 4],
      ['Vitek VT-7009', 8],
      ['Philips GC1750', 5],
    ],
  },
  {
    daysAgo: 2,
    supplier: MOBI,
    warehouse: 'office',
    currency: 'USD',
    lines: [['Redmi Note 14 Pro 8/256GB, qora', 3]],
    note: 'Qabul qilish kutilmoqda',
    pending: true,
  },
];

/** IMEI type allocation codes (first 8 digits) by brand; the rest is a running number and the Luhn digit. */
const TAC: Record<string, string> = {
  Samsung: '35672911',
  Apple: '35391811',
  Redmi: '86754305',
  Xiaomi: '86754306',
};

interface Product extends Record<string, unknown> {
  id: number;
  name: string;
  is_serial: boolean;
  has_marking: boolean;
  barcode: string | null;
  retail_price_uzs: string | null;
  retail_price_usd: string | null;
  /** A phone or tablet: its serial is an IMEI. */
  imei: boolean;
}

/** Adds days to a `YYYY-MM-DD` date. */
function shiftDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The month after a `YYYY-MM` month. */
const nextMonth = (month: string) => shiftDays(`${month}-28`, 5).slice(0, 7);

/** A valid 15-digit IMEI: the type allocation code, a 6-digit number, the Luhn check digit. */
export function demoImei(tac: string, n: number): string {
  const body = `${tac}${String(n).padStart(6, '0')}`;
  for (let digit = 0; digit <= 9; digit++) {
    if (isLuhnValid(`${body}${digit}`)) return `${body}${digit}`;
  }
  throw new Error(`no IMEI check digit for ${body}`);
}

/** A lookup by name that fails loudly when the reference data changed under the scenario. */
async function lookup(db: Db, what: string, query: SQL) {
  const rows = await db.execute<{ id: number; name: string }>(query);
  const map = new Map(rows.rows.map((r) => [r.name, Number(r.id)]));
  return (name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`demo stock: no ${what} «${name}»`);
    return id;
  };
}

/** Today, the closed period, the lookups by name and the two actors (the keeper enters, the administrator approves). */
async function contextOf(db: Db) {
  const today = tashkentToday();
  const closedUntil = await settingValue<string>(db, 'stock_closed_until');
  const products = await db.execute<Product>(sql`select p.id, p.name, p.is_serial, p.has_marking, p.barcode,
      p.retail_price_uzs, p.retail_price_usd, c.name in ('Smartfonlar', 'Planshetlar') as imei
    from products p left join product_categories c on c.id = p.product_category_id`);
  const productMap = new Map(products.rows.map((p) => [p.name, p]));
  const named = (table: string) => lookup(db, table, sql`select id, name from ${sql.identifier(table)}`);
  const warehouse = await named('warehouses');
  const user = await lookup(db, 'user', sql`select id, username as name from users`);
  return {
    today,
    closedUntil,
    /** The date some days ago, moved past a closed period if it falls into one. */
    day: (daysAgo: number) => {
      const date = shiftDays(today, -daysAgo);
      return closedUntil && date <= closedUntil ? shiftDays(closedUntil, 1) : date;
    },
    product: (name: string) => {
      const found = productMap.get(name);
      if (!found) throw new Error(`demo stock: no product «${name}»`);
      return found;
    },
    warehouse: (key: WarehouseKey) => warehouse(WAREHOUSES[key]),
    supplier: await named('suppliers'),
    material: await named('materials'),
    asset: await named('asset_products'),
    category: await named('product_categories'),
    countingReason: await named('counting_error_reasons'),
    user,
    keeper: { userId: user('omborchi'), branchId: null, rules: new Set<string>() } satisfies Actor,
    admin: { userId: user('admin'), branchId: null, rules: new Set<string>() } satisfies Actor,
    serialNo: 0,
  };
}
type Context = Awaited<ReturnType<typeof contextOf>>;

/** One dated step of the history; the plan runs them in date order, so ids and numbers follow the calendar. */
interface Step {
  date: string;
  run: () => Promise<unknown>;
}

/** The unit price a supplier charges: 78 % of the catalogue's retail price, whole dollars or thousand soʻm. */
function inputPrice(p: Product, currency: Currency): string {
  if (currency === 'USD') return fromMinor(mulDivRound(BigInt(p.retail_price_usd ?? 0), 78n, 10_000n) * 100n);
  return fromMinor(mulDivRound(BigInt(p.retail_price_uzs ?? 0), 78n, 10_000_000n) * 100_000n);
}

/** New units' serials (IMEIs for phones and tablets) and, for marked goods, their marking codes (DataMatrix content). */
function newUnits(ctx: Context, p: Product, quantity: number, date: string) {
  if (!p.is_serial) return {};
  const brand = p.name.split(' ')[0] ?? '';
  const serials = Array.from({ length: quantity }, () => {
    ctx.serialNo += 1;
    const tac = TAC[brand];
    if (p.imei && tac) return demoImei(tac, 104_000 + ctx.serialNo * 7);
    const prefix =
      brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase() || 'SN';
    return `${prefix}${date.slice(2, 4)}${date.slice(5, 7)}${String(p.id).padStart(4, '0')}${String(ctx.serialNo).padStart(5, '0')}`;
  });
  if (!p.has_marking) return { serials };
  // GS1: (01) the GTIN, (21) the unit's serial, (93) the check code.
  const gtin = `0${p.barcode ?? '0'.repeat(13)}`;
  const markings = serials.map(
    (s, i) =>
      `01${gtin}21${s.slice(-13).padStart(13, '0')}93${((p.id * 977 + i * 131) % 1_679_616).toString(36).padStart(4, '0')}`,
  );
  return { serials, markings };
}

type LineInput = StockDocumentInput['lines'][number];

interface DocumentSpec {
  kind: StockDocumentKind;
  date: string;
  warehouse: number;
  toWarehouse?: number;
  supplier?: number;
  currency?: Currency;
  note?: string;
  lines: () => Promise<LineInput[]> | LineInput[];
  /** The steps taken after creating it, in order. */
  steps: readonly string[];
}

/** A document created through the service (by the keeper), then its steps taken (by the administrator). */
const documentStep = (db: Db, ctx: Context, spec: DocumentSpec): Step => ({
  date: spec.date,
  run: async () => {
    const input = parse(stockDocumentSchema, {
      warehouse_id: spec.warehouse,
      to_warehouse_id: spec.toWarehouse,
      supplier_id: spec.supplier,
      currency: spec.currency ?? 'UZS',
      doc_date: spec.date,
      note: spec.note,
      lines: await spec.lines(),
    });
    const created = await createDocument(db, spec.kind, input, ctx.keeper);
    for (const step of spec.steps)
      await transition(db, spec.kind, Number(created.id), step, undefined, ctx.admin);
  },
});

/** Lines of goods leaving a warehouse: serial-tracked ones carry the serials of its oldest units. */
async function outLines(
  db: Db,
  ctx: Context,
  warehouseId: number,
  lines: readonly Line[],
  priced?: Currency,
) {
  const out: LineInput[] = [];
  for (const [name, quantity] of lines) {
    const p = ctx.product(name);
    const units = await db.execute<{ serial: string }>(sql`select serial from stock_serials
      where product_id = ${p.id} and warehouse_id = ${warehouseId} and status = 'IN_STOCK'
      order by id limit ${quantity}`);
    out.push({
      product_id: p.id,
      quantity: String(quantity),
      ...(priced ? { price: inputPrice(p, priced) } : {}),
      ...(p.is_serial ? { serials: units.rows.map((u) => u.serial) } : {}),
    });
  }
  return out;
}

/** Supplier invoices, a return to each of two suppliers, two moves, an expense output and a count. */
function goods(db: Db, ctx: Context, received: Set<number>): Step[] {
  const invoices = INVOICES.map((invoice) => {
    const date = ctx.day(invoice.daysAgo);
    return documentStep(db, ctx, {
      kind: 'SUPPLIER_INPUT',
      date,
      warehouse: ctx.warehouse(invoice.warehouse),
      supplier: ctx.supplier(invoice.supplier),
      currency: invoice.currency,
      note: invoice.note,
      lines: () =>
        invoice.lines.map(([name, quantity]) => {
          const p = ctx.product(name);
          if (!invoice.pending) received.add(p.id);
          return {
            product_id: p.id,
            quantity: String(quantity),
            price: inputPrice(p, invoice.currency),
            ...newUnits(ctx, p, quantity, date),
          };
        }),
      steps: invoice.pending ? ['send'] : ['send', 'approve'],
    });
  });
  const central = ctx.warehouse('central');
  const office = ctx.warehouse('office');
  const chilonzor = ctx.warehouse('chilonzor');
  return [
    ...invoices,
    // A faulty Redmi back to Mobi; a refrigerator with a factory fault and two dented kettles back to Artel.
    documentStep(db, ctx, {
      kind: 'SUPPLIER_RETURN',
      date: ctx.day(66),
      warehouse: office,
      supplier: ctx.supplier(MOBI),
      currency: 'USD',
      note: 'Zavod nuqsoni: ekran yonmaydi',
      lines: () => outLines(db, ctx, office, [['Redmi 13C 4/128GB, koʻk', 1]], 'USD'),
      steps: ['approve'],
    }),
    documentStep(db, ctx, {
      kind: 'SUPPLIER_RETURN',
      date: ctx.day(50),
      warehouse: central,
      supplier: ctx.supplier(ARTEL),
      note: 'Zavod nuqsoni: kompressor shovqini; choynaklar qutisi shikastlangan',
      lines: () =>
        outLines(
          db,
          ctx,
          central,
          [
            ['Artel HD 345 FN, oq', 1],
            ['Artel ART-KE 1503', 2],
          ],
          'UZS',
        ),
      steps: ['approve'],
    }),
    // Goods for the Chilonzor shop, received.
    documentStep(db, ctx, {
      kind: 'MOVE',
      date: ctx.day(58),
      warehouse: central,
      toWarehouse: chilonzor,
      lines: () =>
        outLines(db, ctx, central, [
          ['Samsung Galaxy A15 6/128GB, qora', 2],
          ['Artel UA43H3502 43" Smart', 2],
          ['Artel ART-KE 1503', 5],
        ]),
      steps: ['send', 'receive'],
    }),
    // A raffle prize and two earbuds for the demo stand.
    documentStep(db, ctx, {
      kind: 'EXPENSE_OUTPUT',
      date: ctx.day(18),
      warehouse: office,
      note: 'Aksiya sovgʻasi va namoyish stendi uchun',
      lines: () =>
        outLines(db, ctx, office, [
          ['Redmi 13C 4/128GB, koʻk', 1],
          ['Samsung Galaxy Buds FE', 2],
        ]),
      steps: ['approve'],
    }),
    // The central warehouse's count: one vacuum cleaner short, the microwaves as on the books.
    documentStep(db, ctx, {
      kind: 'COUNTING_ACT',
      date: ctx.day(15),
      warehouse: central,
      note: 'Oylik inventarizatsiya',
      lines: () => [
        {
          product_id: ctx.product('Artel VCC 0120').id,
          quantity: '7',
          reason_id: ctx.countingReason('Kamomad (yoʻqolgan)'),
        },
        { product_id: ctx.product('Samsung MS23K3513AW').id, quantity: '6' },
      ],
      steps: ['finish'],
    }),
    // Goods for Samarqand, still on the road.
    documentStep(db, ctx, {
      kind: 'MOVE',
      date: ctx.day(3),
      warehouse: central,
      toWarehouse: ctx.warehouse('samarqand'),
      note: 'Samarqand filiali buyurtmasi',
      lines: () =>
        outLines(db, ctx, central, [
          ['Samsung Galaxy S24 8/256GB, qora', 1],
          ['Samsung MS23K3513AW', 2],
        ]),
      steps: ['send'],
    }),
  ];
}

/** Inventory materials: packaging for the central warehouse, cleaning and till supplies for Chilonzor. */
function materials(db: Db, ctx: Context): Step[] {
  const inputs = [
    [
      60,
      'central',
      [
        ['Karton quti (katta)', 200, '4500'],
        ['Strech plyonka', 12, '65000'],
        ['Skotch 48 mm', 40, '9000'],
      ],
    ],
    [
      25,
      'chilonzor',
      [
        ['Pol yuvish vositasi', 20, '18000'],
        ['Ish qoʻlqopi', 50, '7000'],
        ['Kassa lentasi 57 mm', 60, '5500'],
      ],
    ],
  ] as const;
  return inputs.map(([daysAgo, warehouse, lines]) =>
    documentStep(db, ctx, {
      kind: 'MATERIAL_INPUT',
      date: ctx.day(daysAgo),
      warehouse: ctx.warehouse(warehouse),
      supplier: ctx.supplier(TEXNOPARK),
      lines: () =>
        lines.map(([name, quantity, price]) => ({
          product_id: ctx.material(name),
          quantity: String(quantity),
          price,
        })),
      steps: ['approve'],
    }),
  );
}

/**
 * Fixed assets: bought into the central warehouse, some moved to Chilonzor,
 * put to use in rooms under responsible people, and worn out for every
 * complete month since (a month of a closed period is left as it is).
 */
async function assets(db: Db, ctx: Context): Promise<Step[]> {
  const central = ctx.warehouse('central');
  const chilonzor = ctx.warehouse('chilonzor');
  const bought = [
    ['Noutbuk Lenovo IdeaPad 3', 3, '5600000'],
    ['Kassa apparati', 3, '3200000'],
    ['Savdo vitrinasi', 4, '2400000'],
    ['Konditsioner Artel', 2, '4900000'],
    ['Ofis kreslosi', 6, '950000'],
  ] as const;
  const rooms = await db.execute<{ id: number; name: string; warehouse_id: number }>(sql`select r.id, r.name,
      w.id as warehouse_id from rooms r join warehouses w on w.branch_id = r.branch_id
    where w.id in (${central}, ${chilonzor})`);
  const room = (warehouseId: number, name: string) => {
    const found = rooms.rows.find((r) => Number(r.warehouse_id) === warehouseId && r.name === name);
    if (!found) throw new Error(`demo stock: no room «${name}»`);
    return Number(found.id);
  };
  const uses = [
    [central, 'Noutbuk Lenovo IdeaPad 3', 2, 'Buxgalteriya', 'admin'],
    [central, 'Kassa apparati', 2, 'Kassa', 'kassir'],
    [central, 'Savdo vitrinasi', 2, 'Savdo zali', 'omborchi'],
    [central, 'Konditsioner Artel', 1, 'Server xonasi', 'admin'],
    [central, 'Ofis kreslosi', 4, 'Rahbar xonasi', 'kadrlar'],
    [chilonzor, 'Kassa apparati', 1, 'Kassa', 'kassir'],
    [chilonzor, 'Savdo vitrinasi', 2, 'Savdo zali', 'undiruvchi'],
  ] as const;
  const putToUseSteps = uses.map(([warehouseId, name, quantity, roomName, responsible], i): Step => {
    const date = ctx.day(82 - i);
    return {
      date,
      run: () =>
        putToUse(
          db,
          parse(putToUseSchema, {
            warehouse_id: warehouseId,
            asset_product_id: ctx.asset(name),
            quantity,
            room_id: room(warehouseId, roomName),
            responsible_id: ctx.user(responsible),
            doc_date: date,
          }),
          { userId: ctx.admin.userId },
        ),
    };
  });
  const wear: Step[] = [];
  const firstPut = [...putToUseSteps.map((s) => s.date)].sort()[0] ?? ctx.today;
  for (let month = nextMonth(firstPut.slice(0, 7)); month < ctx.today.slice(0, 7); month = nextMonth(month)) {
    const date = monthEnd(month);
    if (ctx.closedUntil && date <= ctx.closedUntil) continue;
    wear.push({
      date,
      run: () => runMonth(db, parse(depreciationRunSchema, { month }).month, { userId: ctx.admin.userId }),
    });
  }
  return [
    documentStep(db, ctx, {
      kind: 'ASSET_INPUT',
      date: ctx.day(89),
      warehouse: central,
      supplier: ctx.supplier(TEXNOPARK),
      note: 'Yangi doʻkon jihozlari',
      lines: () =>
        bought.map(([name, quantity, price]) => ({
          product_id: ctx.asset(name),
          quantity: String(quantity),
          price,
        })),
      steps: ['approve'],
    }),
    documentStep(db, ctx, {
      kind: 'ASSET_MOVE',
      date: ctx.day(84),
      warehouse: central,
      toWarehouse: chilonzor,
      lines: () => [
        { product_id: ctx.asset('Kassa apparati'), quantity: '1' },
        { product_id: ctx.asset('Savdo vitrinasi'), quantity: '2' },
      ],
      steps: ['send', 'receive'],
    }),
    ...putToUseSteps,
    ...wear,
  ];
}

const resolve = (name: string): ResourceDef => {
  const def = findResource(name);
  if (!def) throw new Error(`Unknown resource ${name}`);
  return def;
};

/** A record of a resource created as its API creates it: the payload parsed by the same schema. */
async function create(db: Db, resource: string, payload: Record<string, unknown>, userId: number) {
  const def = resolve(resource);
  return createRecord(db, def, parse(recordSchema(def), payload), userId, resolve);
}

/** An approved general markup, a lower one for smartphones, a supplier bonus and an approved sale rate. */
function pricing(db: Db, ctx: Context): Step[] {
  const userId = ctx.admin.userId;
  return [
    {
      date: ctx.day(90),
      run: async () => {
        const general = await create(
          db,
          'general_markup',
          { date: ctx.day(90), retail_percent: '28', wholesale_percent: '15', additional_percent: '2' },
          userId,
        );
        await approveMarkup(db, 'general_markup', Number(general.id), userId);
      },
    },
    {
      date: ctx.day(60),
      run: async () => {
        const phones = await enterCategoryMarkups(
          db,
          parse(categoryMarkupBulkSchema, {
            product_category_ids: [ctx.category('Smartfonlar')],
            date: ctx.day(60),
            retail_percent: '14',
            wholesale_percent: '8',
          }),
          userId,
        );
        for (const id of phones.ids) await approveMarkup(db, 'category_markup', id, userId);
      },
    },
    {
      date: ctx.day(10),
      run: async () => {
        const bonus = await createBonus(
          db,
          parse(supplierBonusSchema, {
            supplier_id: ctx.supplier(ARTEL),
            currency: 'UZS',
            amount: '1500000',
            bonus_date: ctx.day(10),
            note: 'Chorak savdo hajmi uchun bonus',
          }),
          userId,
        );
        await bonusStep(db, bonus.id, 'approve', undefined, userId);
      },
    },
    {
      date: ctx.day(1),
      run: async () => {
        const rate = await create(db, 'sale_exchange_rate', { date: ctx.day(1), rate: '12850' }, userId);
        await approveMarkup(db, 'sale_exchange_rate', Number(rate.id), userId);
      },
    },
  ];
}

/**
 * Accounting rates for the days before the last 30 (which seedDemo enters),
 * so every document of the history has its rate; the soʻm a little stronger
 * the further back.
 */
async function olderRates(db: Db, ctx: Context): Promise<void> {
  const have = await db.execute<{ date: string }>(sql`select date from exchange_rates`);
  const dates = new Set(have.rows.map((r) => r.date));
  for (let d = 100; d >= 30; d--) {
    const date = shiftDays(ctx.today, -d);
    if (dates.has(date)) continue;
    const rate = 12_700 - (d - 30) * 2 + ((d * 37) % 90);
    await create(db, 'exchange_rate', { date, rate: String(rate) }, ctx.admin.userId);
  }
}

/**
 * Seeds the demo stock history into a freshly seeded demo database (call it
 * after seedDemo answered true), step by step in date order, then sets the
 * selling prices of the goods received from their input costs and markups.
 */
export async function seedDemoStock(db: Db): Promise<void> {
  const ctx = await contextOf(db);
  await olderRates(db, ctx);
  const received = new Set<number>();
  const steps = [
    ...goods(db, ctx, received),
    ...materials(db, ctx),
    ...(await assets(db, ctx)),
    ...pricing(db, ctx),
  ];
  steps.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const step of steps) await step.run();
  await applyPrices(db, [...received], ctx.admin.userId, ctx.today);
}
