/**
 * A small typed fetch client for the `/api` gateway (DECISIONS.md "The API").
 * Side effects (overlay, toasts, what a 401 does) come in as hooks, so the
 * main client and the silent client share one implementation and tests can
 * drive it with a fake fetch.
 */
export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  /** False when `total` is the database's estimate (a long list), not a count. */
  total_exact?: boolean;
}

export interface ApiEnvelope<T> {
  data: T;
  meta?: PageMeta;
}

export interface ApiErrorBody {
  message?: string;
  errors?: string[];
  [extra: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get errors(): string[] {
    return Array.isArray(this.body.errors) ? this.body.errors.filter((e) => typeof e === 'string') : [];
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Send the bearer token (default true; sign-in sends none). */
  auth?: boolean;
  /** Show the success toast when the call succeeds (main client only). */
  notifySuccess?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: one per submitted form that moves money, so a retry posts once. */
  idempotencyKey?: string;
}

export interface ClientHooks {
  getToken(): string | null;
  language(): string;
  /** Called on a 401 that cannot be mended by signing in again: clears the token and reloads the page. */
  onUnauthorized(): void;
  /**
   * A request that carried a token got 401 (the session expired): asks the
   * user to sign in again over the current page; true when they did, and the
   * request is then sent once more. Without it every 401 calls `onUnauthorized`.
   */
  reauthenticate?(): Promise<boolean>;
  /** A request started / ended (the loading overlay of the main client). */
  onStart?(): void;
  onEnd?(): void;
  onError?(error: ApiError): void;
  onSuccess?(): void;
  fetch?: typeof fetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<ApiEnvelope<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** A file answer (an export): the same headers, overlay, toasts and 401 handling as every call. */
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`, when the server names the file. */
  filename?: string;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` or `filename="…"`). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return (plain?.[2] ?? plain?.[1])?.trim() || undefined;
}

export function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${cleanPath}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toErrorBody(value: unknown): ApiErrorBody {
  if (!isRecord(value)) return {};
  const body: ApiErrorBody = { ...value };
  body.message = typeof value.message === 'string' && value.message.trim() ? value.message : undefined;
  body.errors = Array.isArray(value.errors)
    ? value.errors.filter((e): e is string => typeof e === 'string')
    : [];
  return body;
}

export function createClient(hooks: ClientHooks, base = '/api'): ApiClient {
  const doFetch = hooks.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** The headers of every call: language, bearer token (unless `auth: false`), JSON body type. */
  function headersFor(options: RequestOptions, accept: string, hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, 'Accept-Language': hooks.language() };
    const token = options.auth === false ? null : hooks.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return headers;
  }

  /** One call with the hooks around it; a non-2xx answer becomes an ApiError. */
  async function send<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions,
    accept: string,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    hooks.onStart?.();
    try {
      let response: Response;
      try {
        response = await doFetch(buildUrl(base, path, options.query), {
          method,
          // a form (a file upload) goes as multipart, its boundary set by the browser
          headers: headersFor(options, accept, body !== undefined && !(body instanceof FormData)),
          body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
          signal: options.signal,
        });
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError(0, {});
      }
      if (!response.ok) throw new ApiError(response.status, toErrorBody(await readBody(response)));
      const result = await read(response);
      if (options.notifySuccess) hooks.onSuccess?.();
      return result;
    } catch (error) {
      // an expired session is answered by the sign-in prompt, not a toast
      const mended = error instanceof ApiError && error.status === 401 && hooks.reauthenticate;
      if (error instanceof ApiError && !mended) hooks.onError?.(error);
      throw error;
    } finally {
      hooks.onEnd?.();
    }
  }

  /** Runs a call; on a 401 of a call that carried a token, the user signs in again and it runs once more. */
  async function withSignIn<T>(options: RequestOptions, attempt: () => Promise<T>): Promise<T> {
    const hadToken = options.auth !== false && hooks.getToken() !== null;
    const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
    try {
      return await attempt();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      if (hadToken && hooks.reauthenticate && (await hooks.reauthenticate())) {
        try {
          return await attempt();
        } catch (again) {
          // refused even with the new session: no second prompt
          if (isUnauthorized(again)) hooks.onUnauthorized();
          throw again;
        }
      }
      hooks.onUnauthorized();
      throw error;
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    return withSignIn(options, () =>
      send(method, path, body, options, 'application/json', async (response) => {
        const parsed = await readBody(response);
        if (isRecord(parsed) && 'data' in parsed) return parsed as unknown as ApiEnvelope<T>;
        return { data: parsed as T };
      }),
    );
  }

  async function download(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
    return withSignIn(options, () =>
      send('GET', path, undefined, options, '*/*', async (response) => ({
        blob: await response.blob(),
        filename: filenameOf(response.headers.get('content-disposition')),
      })),
    );
  }

  async function data<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T> {
    return (await request<T>(method, path, body, options)).data;
  }

  return {
    request,
    get: <T>(path: string, options?: RequestOptions) => data<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => data<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => data<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      data<T>('PATCH', path, body, options),
    delete: <T>(path: string, options?: RequestOptions) => data<T>('DELETE', path, undefined, options),
    download,
  };
}
