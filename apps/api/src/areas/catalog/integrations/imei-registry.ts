/**
 * The external IMEI registry behind an interface, so the product runs and is
 * tested without it: the local fake answers at once, accepting every
 * well-formed IMEI and refusing the rest, as the real one does.
 */
export interface ImeiRegistry {
  readonly name: string;
  register(imei: string): Promise<{ ok: true; reference: string } | { ok: false; message: string }>;
}

export class LocalImeiRegistry implements ImeiRegistry {
  readonly name = 'local';
  private next = 1;

  async register(imei: string) {
    if (!/^\d{15}$/.test(imei)) return { ok: false as const, message: 'not an IMEI' };
    return { ok: true as const, reference: `LOCAL-${String(this.next++).padStart(8, '0')}` };
  }
}
