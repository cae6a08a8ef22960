import type { Category } from '@rigsmith/kit/api';
import type { Storefront } from '@rigsmith/kit/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories } from '../db/schema';
import { localise } from './locale';

/**
 * GET api/ecommerce/category/: every category with its name in the storefront's language
 * and its breadcrumbs from the top category down to itself. Categories are a small
 * reference table (a dozen rows), read whole and linked up in memory.
 */
export async function listCategories(db: Database, { locale }: Pick<Storefront, 'locale'>): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));

  function breadcrumbs(slug: string): Category['breadcrumbs'] {
    const trail: Category['breadcrumbs'] = [];
    const seen = new Set<string>();
    for (let row = bySlug.get(slug); row && !seen.has(row.slug); row = row.parent ? bySlug.get(row.parent) : undefined) {
      seen.add(row.slug);
      trail.unshift({ slug: row.slug, name: localise(row.names, locale) });
    }
    return trail;
  }

  return rows.map((row) => ({
    slug: row.slug,
    name: localise(row.names, locale),
    parent: row.parent,
    breadcrumbs: breadcrumbs(row.slug),
  }));
}
