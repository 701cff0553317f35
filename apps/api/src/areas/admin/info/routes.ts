import type { ProgramVersion } from '@savdo/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/client.ts';
import { programVersions } from './queries.ts';

/** What changed in each version of the program, for everyone signed in (/info/versions). */
export async function infoRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get(
    '/api/info/versions',
    { config: { access: 'signed-in' } },
    async (): Promise<{ data: ProgramVersion[] }> => ({ data: await programVersions(db) }),
  );
}
