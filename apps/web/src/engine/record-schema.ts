import { type ResourceDef, recordSchema } from '@savdo/shared/resources';
import type { FormSchema } from './extension-types.ts';

/** The shared record schema of a definition; a chunk of its own, so zod loads with the first dialog, not with the list. */
export const recordFormSchema = (def: ResourceDef): FormSchema => recordSchema(def);
