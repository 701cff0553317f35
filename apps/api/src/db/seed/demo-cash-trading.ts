import type { Db } from '../client.ts';

export async function seedDemoCashTrading(_db: Db): Promise<void> {}
