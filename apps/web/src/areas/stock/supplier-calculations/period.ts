import dayjs from 'dayjs';
import { WIRE_DATE } from '../warehouse/dates.ts';

/** An act's period from the address bar, by default the current month up to today. */
export function periodOf(params: URLSearchParams): { date_from: string; date_to: string } {
  const valid = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    date_from: valid(params.get('date_from')) ?? dayjs().startOf('month').format(WIRE_DATE),
    date_to: valid(params.get('date_to')) ?? dayjs().format(WIRE_DATE),
  };
}

/** A positive id from the address bar. */
export function idOf(params: URLSearchParams, key: string): number | undefined {
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
