import { baseUrl } from './browser.ts';

/** An id and title, as `/options` answers them. */
export interface Option {
  id: number;
  name: string;
}

/** A call to the API as a test's setup makes it; throws on any non-2xx answer. */
export async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Signs in through the API; answers the access token. */
export const signIn = async (username: string, password: string, deviceId = 'e2e') =>
  (
    await call<{ access_token: string }>('POST', '/user/sign-in-web', null, {
      username,
      password,
      app: 'WEB',
      device_id: deviceId,
    })
  ).access_token;
