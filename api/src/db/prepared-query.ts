import type { EntityManager } from '@mikro-orm/postgresql';
import { poolOf } from './orm';

/** Each statement's text with numbered placeholders, by name (a name must always mean the same text). */
const statements = new Map<string, { source: string; text: string }>();

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …`. The statements given here hold no `?` of their own (no jsonb
 * `?` operators, none inside string literals): every `?` is a parameter, as for em.execute.
 */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/**
 * A hot read as a named prepared statement on the ORM's pg pool. em.execute inlines the parameters into the
 * SQL text, so PostgreSQL parses and plans the statement anew on every call; for availability's one statement
 * planning cost more than running it (api/bench, scenario c-cold). Prepared, each pooled connection plans it
 * once. Inside a transaction, or before the pool exists, it runs through em.execute as before (same rows).
 * Errors are pg's own (the error mapper and isDatabaseUnavailable read both pg's and MikroORM's).
 */
export async function preparedQuery<R>(
  em: EntityManager,
  name: string,
  sql: string,
  params: unknown[],
): Promise<R[]> {
  const pool = poolOf(em);
  if (!pool || em.isInTransaction()) return em.execute<R[]>(sql, params);
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = { source: sql, text: numbered(sql) }));
  else if (statement.source !== sql) throw new Error(`Prepared statement ${name} was given another text`);
  const result = await pool.query<R & object>({ name, text: statement.text, values: params });
  return result.rows;
}
