import { tashkentToday } from '@savdo/shared/validation';
import { baseUrl } from './browser.ts';
import { finishSignIn, type SignInAnswer } from './two-factor.ts';

/** An id and title, as `/options` answers them. */
export interface Option {
  id: number;
  name: string;
}

/** A call to the API as a test's setup makes it (a POST with a fresh Idempotency-Key); throws on any non-2xx answer. */
export async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // every money POST requires its key (DECISIONS.md "Money"); one call here is one submitted form
  if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Signs in through the API (answering a second-factor challenge with a current code); answers the access token. */
export async function signIn(username: string, password: string, deviceId = 'e2e'): Promise<string> {
  const answer = await call<SignInAnswer>('POST', '/user/sign-in-web', null, {
    username,
    password,
    app: 'WEB',
    device_id: deviceId,
  });
  return finishSignIn(answer, username, (path, body) => call('POST', path, null, body));
}

/** What a price test works with: demo products with plain names (typed into searches), a warehouse and a supplier of the user's branch. */
export async function demoStock(token: string) {
  const products = (
    await call<Option[]>('GET', '/information/products/options?is_serial=false', token)
  ).filter((p) => /^[\w .-]+$/.test(p.name));
  const me = await call<{ user: { branch: { id: number } } }>('GET', '/user/me', token);
  const [warehouse] = await call<Option[]>(
    'GET',
    `/information/warehouses/options?branch_id=${me.user.branch.id}`,
    token,
  );
  const [supplier] = await call<Option[]>('GET', '/information/suppliers/options', token);
  if (!warehouse || !supplier || products.length < 3)
    throw new Error('demo products, warehouses and suppliers expected');
  return { products, warehouse, supplier };
}

/** The demo product `fromEnd` places from the end of the list (each price test takes one of its own). */
export function productFromEnd(stock: { products: Option[] }, fromEnd: number): Option {
  const product = stock.products.at(-fromEnd);
  if (!product) throw new Error('demo products expected');
  return product;
}

/** Receives one unit of a product from a supplier (today by default): a supplier input created, sent and approved. */
export async function receive(
  token: string,
  at: { warehouse: Option; supplier: Option },
  productId: number,
  price: string,
  date = today(),
): Promise<void> {
  const base = '/warehouse/input-product-invoices';
  const invoice = await call<{ id: number; version: number }>('POST', base, token, {
    warehouse_id: at.warehouse.id,
    supplier_id: at.supplier.id,
    doc_date: date,
    lines: [{ product_id: productId, quantity: '1', price }],
  });
  const sent = await call<{ version: number }>('POST', `${base}/${invoice.id}/send`, token, {
    version: invoice.version,
  });
  await call('POST', `${base}/${invoice.id}/approve`, token, { version: sent.version });
}

/** A moment's business day (Tashkent, as the server and the staff's browsers count it) as YYYY-MM-DD. */
export function wireDate(d: Date): string {
  return tashkentToday(d);
}

/** Today's business date (Tashkent) as YYYY-MM-DD. */
export const today = (): string => tashkentToday();

/** A demo product with a plain name (typed into searches) and a retail price, from the first 30 options. */
export async function pricedProduct(token: string): Promise<Option> {
  const options = (await call<Option[]>('GET', '/information/products/options', token)).filter((p) =>
    /^[\w .-]+$/.test(p.name),
  );
  const ids = options
    .slice(0, 30)
    .map((o) => o.id)
    .join(',');
  const calc = await call<{ products: { id: number; price_uzs: string | null }[] }>(
    'GET',
    `/contract/calculator?product_ids=${ids}`,
    token,
  );
  const priced = options.find((o) => calc.products.some((p) => p.id === o.id && p.price_uzs !== null));
  if (!priced) throw new Error('a demo product with a retail price expected');
  return priced;
}
