import { createHash } from 'node:crypto';
import type { Picture, ProductKey } from '@rigsmith/kit/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, customBuildComponents, customBuilds, parts } from '../db/schema';
import { buildFacts, partPicture, type PicturedPart } from '../pictures/facts';
import { PICTURE_HEIGHT, PICTURE_WIDTH, partPictures, partView, sideView, type PartPicture } from '../pictures/illustrate';
import { DomainError } from './domain-error';

/**
 * Product illustrations (SPEC §3 "Build or product card", cart line): a build's drawn from its
 * parts, a part's from its category (a graphics card in its length class). Rendered on
 * request from the catalogue's facts, so a build edited in the back office is drawn as it is
 * now; the same SVG always gets the same ETag.
 */
export type RenderedPicture = { body: string; etag: string };

/** Where a product's picture is served: a custom build by its public id, anything else by its id (as the guest cart names them). */
export function productPicture(key: ProductKey): Picture {
  return { src: `/api/ecommerce/products/${key}/picture.svg`, width: PICTURE_WIDTH, height: PICTURE_HEIGHT };
}

/** Where a part category's picture is served: the one picture every part of that kind shares. */
export function partCategoryPicture(category: string, specs: Record<string, unknown>): Picture {
  return { src: `/api/ecommerce/parts/pictures/${partPicture(category, specs)}.svg`, width: PICTURE_WIDTH, height: PICTURE_HEIGHT };
}

/** Rendered pictures by their SVG's facts; a few hundred distinct builds at most, each a few KB. */
const rendered = new Map<string, RenderedPicture>();
const MAX_KEPT = 2000;

function keep(key: string, draw: () => string): RenderedPicture {
  let picture = rendered.get(key);
  if (!picture) {
    const body = draw();
    picture = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (rendered.size >= MAX_KEPT) rendered.delete(rendered.keys().next().value!);
    rendered.set(key, picture);
  }
  return picture;
}

export function partCategoryPictureFile(name: string): RenderedPicture {
  if (!(partPictures as readonly string[]).includes(name)) throw new DomainError('picture_not_found', { file: `${name}.svg` });
  return keep(`part:${name}`, () => partView(name as PartPicture));
}

const partColumns = { partId: parts.partId, category: parts.category, specs: parts.specs };

/**
 * A product's picture. A custom build is found only by its public id (its product id would let
 * anyone page through shoppers' builds), a pre-built build by its product id, a part by its
 * product id; anything else is `product_not_found`.
 */
export async function renderProductPicture(db: Database, key: ProductKey): Promise<RenderedPicture> {
  let pictured: PicturedPart[];
  if (typeof key === 'string') {
    pictured = await db
      .select({ ...partColumns, amount: customBuildComponents.amount })
      .from(customBuilds)
      .innerJoin(customBuildComponents, eq(customBuildComponents.buildId, customBuilds.productId))
      .innerJoin(parts, eq(parts.productId, customBuildComponents.partId))
      .where(eq(customBuilds.publicId, key));
  } else {
    const [part] = await db.select(partColumns).from(parts).where(eq(parts.productId, key));
    if (part) return partCategoryPictureFile(partPicture(part.category, part.specs));
    pictured = await db
      .select({ ...partColumns, amount: buildComponents.amount })
      .from(buildComponents)
      .innerJoin(parts, eq(parts.productId, buildComponents.partId))
      .where(eq(buildComponents.buildId, key));
  }
  if (pictured.length === 0) throw new DomainError('product_not_found', { product: String(key) });
  const facts = buildFacts(pictured);
  return keep(`build:${JSON.stringify(facts)}`, () => sideView(facts));
}
