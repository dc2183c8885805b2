import { ADMIN_PAGE_SIZE, pageCountFor, type Page } from '@app/contracts';
import type { EntityName, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Page `page` (1-based, 50 a page) of a table, newest `createdAt` first with id breaking ties, each
 * row mapped by `toItem`; a page past the end is empty.
 */
export async function findNewestFirstPage<T extends { id: number; createdAt: Date }, Item>(
  em: EntityManager,
  entity: EntityName<T>,
  page: number,
  toItem: (row: T) => Item,
): Promise<Page<Item>> {
  const options = {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: ADMIN_PAGE_SIZE,
    offset: (page - 1) * ADMIN_PAGE_SIZE,
  } as FindOptions<T>;
  const [rows, total] = await em.findAndCount(entity, {}, options);
  return { items: rows.map(toItem), total, page, pageCount: pageCountFor(total) };
}
