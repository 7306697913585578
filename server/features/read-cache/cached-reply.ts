import type { FastifyReply } from 'fastify';
import { getTableName, type Table } from 'drizzle-orm';
import type { ReadCache } from './read-cache.ts';

/** The names the change triggers of migration 0009 notify for these tables. */
export function tableNames(...tables: Table[]): readonly string[] {
  return tables.map((table) => getTableName(table));
}

/**
 * Answers with the kept JSON of `key`, or with `answer()` serialized by the route's own response
 * schema (and kept for the next caller). Auth and validation have run before: only the answer is
 * shared, so `key` must hold everything the answer depends on besides `tables`.
 */
export async function sendCached(
  reply: FastifyReply,
  cache: ReadCache,
  key: string,
  tables: readonly string[],
  answer: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.json(key, tables, async () => {
    const json = reply.serialize(await answer());
    return typeof json === 'string' ? Buffer.from(json) : Buffer.from(json as ArrayBuffer);
  });
  // bytes with a JSON content type are sent as they are, not serialized again
  return reply.type('application/json; charset=utf-8').send(body);
}
