import { ApiError } from './http.ts';

/**
 * The `Idempotency-Key` of a form that moves money: the same while the same
 * values are sent again (a double click, a retry after a lost answer posts
 * once), a fresh one as soon as the values change (a corrected amount is a
 * new request, not a conflicting repeat) or once the server has answered a
 * refusal (it is stored under the key: sending again after the cause is
 * mended must run again, not replay the refusal).
 */
export function formKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return async function send<T>(values: unknown, post: (key: string) => Promise<T>): Promise<T> {
    const body = JSON.stringify(values);
    if (last?.body !== body) last = { body, key: makeKey() };
    const { key } = last;
    try {
      return await post(key);
    } catch (error) {
      // status 0: no answer came (the network), so a retry must keep the key
      if (error instanceof ApiError && error.status > 0 && last?.key === key) last = undefined;
      throw error;
    }
  };
}
