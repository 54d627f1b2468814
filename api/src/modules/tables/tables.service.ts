import type { EntityManager } from '@mikro-orm/postgresql';
import { LIFECYCLE_MESSAGES } from '@stol/contracts';
import { AppError } from '../../http/app-error';
import { DiningTable } from './table.entity';

/** A table by id, or a 404 with the staff spec's text. */
export async function getTableOrFail(em: EntityManager, id: number): Promise<DiningTable> {
  const table = await em.findOne(DiningTable, { id });
  if (!table) throw new AppError('NOT_FOUND', LIFECYCLE_MESSAGES.tableNotFound);
  return table;
}
