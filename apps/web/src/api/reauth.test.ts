import { describe, expect, it } from 'vitest';
import { reauthStore } from './reauth.ts';

describe('sign-in prompt state', () => {
  it('opens one prompt for any number of failed calls and answers them all', async () => {
    let changes = 0;
    const stop = reauthStore.subscribe(() => {
      changes += 1;
    });
    const first = reauthStore.request();
    const second = reauthStore.request();
    expect(reauthStore.isOpen()).toBe(true);
    reauthStore.settle(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(reauthStore.isOpen()).toBe(false);
    expect(changes).toBe(2);
    const third = reauthStore.request();
    reauthStore.settle(false);
    await expect(third).resolves.toBe(false);
    stop();
  });
});
