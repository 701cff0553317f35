import { silentClient } from '../../api/index.ts';

/** A cashbox of the signed-in cashier (or every one with `cashbox.all`) with what it holds. */
export interface MyCashbox {
  id: number;
  name: string;
  branch_id: number;
  branch_name: string | null;
  responsible_id: number;
  balance_uzs: string;
  balance_usd: string;
}

export const CASHBOX_KEY = 'cashbox';

/** Reads through the silent client: the screens show their own loading and error state. */
export const cashboxApi = {
  myCashboxes: (signal?: AbortSignal) =>
    silentClient.get<MyCashbox[]>('/cashbox/my-cash-registers', { signal }),
};
