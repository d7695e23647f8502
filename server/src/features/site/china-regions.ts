import { asc, eq, sql } from 'drizzle-orm';
import { chinaRegions } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Handler } from '../../platform/http/handler.ts';
import type { SiteDeps } from './deps.ts';
import { siteMessages } from './messages.ts';

/** The regions directly below a parent (0: the provinces), for the cascading address pickers. */
export const listChinaRegions = (deps: SiteDeps): Handler<'listChinaRegions'> => async ({ params }) => {
  const { db } = deps;
  const parentId = params.parentId;
  if (parentId !== 0) {
    const [parent] = await db.select({ id: chinaRegions.id }).from(chinaRegions).where(eq(chinaRegions.id, parentId));
    if (!parent) throw notFound(siteMessages.regionNotFound);
  }
  const rows = await db
    .select({
      id: chinaRegions.id,
      name: chinaRegions.name,
      nameEn: chinaRegions.nameEn,
      parentId: chinaRegions.parentId,
      level: chinaRegions.level,
      // Written out in full: inside the subquery an unqualified "id" would be the inner row's.
      hasChildren: sql<boolean>`exists (select 1 from china_regions below where below.parent_id = china_regions.id)`,
    })
    .from(chinaRegions)
    .where(eq(chinaRegions.parentId, parentId))
    .orderBy(asc(chinaRegions.id));
  return {
    parent_id: parentId,
    lists: rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_en: row.nameEn,
      parent_id: row.parentId,
      level: row.level as 1 | 2 | 3,
      has_children: Boolean(row.hasChildren),
    })),
  };
};
