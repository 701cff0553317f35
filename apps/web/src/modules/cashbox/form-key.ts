/**
 * The `Idempotency-Key` of a form that moves money: the same while the same
 * values are sent again (a double click, a retry after a lost answer posts
 * once), a fresh one as soon as the values change (a corrected amount after
 * a refusal is a new request, not a conflicting repeat of the refused one).
 */
export function formKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return (values: unknown): string => {
    const body = JSON.stringify(values);
    if (last?.body !== body) last = { body, key: makeKey() };
    return last.key;
  };
}
