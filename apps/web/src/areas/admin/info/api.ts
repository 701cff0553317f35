import type { ProgramVersion } from '@savdo/shared/schemas';
import { silentClient } from '../../../api/index.ts';

/** The query keys of the info screens: `['info', …]`. */
export const INFO_KEY = 'info';

/** The calls of the info screens, through the silent client (the screens show their own state). */
export const infoApi = {
  versions: (signal?: AbortSignal) => silentClient.get<ProgramVersion[]>('/info/versions', { signal }),
  /** The API's OpenAPI document, as a file (the reference page reads it and offers it for download). */
  openapi: (signal?: AbortSignal) => silentClient.download('/openapi.json', { signal }),
};
