import type { PreBuiltComponents } from '@rigsmith/kit/api';
import { money, type Storefront } from '@rigsmith/kit/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, products } from '../db/schema';
import { checkBuild } from './build-check';
import { DomainError } from './domain-error';
import { isListed, listedBuildsQuery } from './builds';

/**
 * GET api/ecommerce/builds/{reference}/components/: a listed pre-built build's
 * parts with their offers, as the customiser opens it to customise (`?from=`), and the
 * discount a customised copy loses. The parts and the discount come from `checkBuild`, the
 * very call that prices and checks a custom build, so the customiser starts from the same
 * figures the cart will show. A build not listed in the storefront (not public, or not
 * priced in its currency) is a 404, as everywhere in the catalogue.
 */
export async function preBuiltComponents(
  db: Database,
  reference: string,
  options: { storefront: Storefront; now: Date },
): Promise<PreBuiltComponents> {
  const { currency } = options.storefront;
  const [row] = await listedBuildsQuery(db, currency).where(and(eq(products.reference, reference), isListed));
  if (!row) throw new DomainError('prebuilt_not_found');
  const lines = await db
    .select({ component: buildComponents.partId, amount: buildComponents.amount })
    .from(buildComponents)
    .where(eq(buildComponents.buildId, row.id));
  const check = await checkBuild(db, { components: lines, reference }, options);
  const discounted = row.discountMinor !== null && row.discountMinor > 0;
  return {
    reference: row.reference,
    name: row.name,
    price: money(row.amountMinor - (discounted ? row.discountMinor! : 0), currency),
    was_price: discounted ? money(row.amountMinor, currency) : null,
    discount: check.lost_discount,
    components: check.components,
  };
}
