import { ADMIN_LIST_PAGE_SIZE, listPageCount, type PagedList } from '@app/contracts';
import type { EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * List page `page` (1-based, 50 a list page) of a table, newest `createdAt` first with id breaking ties, each
 * row mapped by `toItem`, of the rows `where` selects (all by default); a list page past the end is empty.
 */
export async function findNewestFirstListPage<T extends { id: number; createdAt: Date }, Item>(
  em: EntityManager,
  entity: EntityName<T>,
  page: number,
  toItem: (row: T) => Item,
  where: FilterQuery<T> = {},
): Promise<PagedList<Item>> {
  const options = {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
  } as FindOptions<T>;
  const [rows, total] = await em.findAndCount(entity, where, options);
  return { items: rows.map(toItem), total, page, pageCount: listPageCount(total) };
}
