import { describe, expect, it } from 'vitest';
import { formKeys } from './form-key.ts';
import { ApiError } from './http.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const keyOf = (send: ReturnType<typeof formKeys>, values: unknown) => send(values, async (key) => key);
const failing = (send: ReturnType<typeof formKeys>, values: unknown, status: number) => {
  const sent: string[] = [];
  return send(values, async (key) => {
    sent.push(key);
    throw new ApiError(status, {});
  })
    .catch(() => undefined)
    .then(() => sent[0]);
};

describe('formKeys', () => {
  it('sends the same key while the same values are sent again (a double click)', async () => {
    const send = formKeys(counter());
    const both = await Promise.all([keyOf(send, { amount: '100' }), keyOf(send, { amount: '100' })]);
    expect(both).toEqual(['key-1', 'key-1']);
  });

  it('sends a fresh key once the values change, and does not go back to an old one', async () => {
    const send = formKeys(counter());
    await keyOf(send, { amount: '100' });
    await expect(keyOf(send, { amount: '90' })).resolves.toBe('key-2');
    await expect(keyOf(send, { amount: '100' })).resolves.toBe('key-3');
  });

  it('sends a fresh key after the server refused, the same one after no answer came', async () => {
    const send = formKeys(counter());
    await expect(failing(send, { amount: '100' }, 409)).resolves.toBe('key-1');
    await expect(failing(send, { amount: '100' }, 0)).resolves.toBe('key-2');
    await expect(keyOf(send, { amount: '100' })).resolves.toBe('key-2');
  });

  it('keeps keys apart between two forms', async () => {
    const make = counter();
    await expect(keyOf(formKeys(make), { amount: '1' })).resolves.not.toBe(
      await keyOf(formKeys(make), { amount: '1' }),
    );
  });
});
