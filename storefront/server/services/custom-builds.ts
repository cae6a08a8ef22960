import { randomBytes, randomInt } from 'node:crypto';
import type { PcBuild, ProductKey } from '@rigsmith/kit/api';
import type { Storefront } from '@rigsmith/kit/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { customBuildComponents, customBuilds, products } from '../db/schema';
import { translatorFor } from '../i18n';
import { DomainError, invalidFields, type MessageRef } from './domain-error';
import { resolveProductKey } from './product-keys';
import { productPicture } from './pictures';
import { describeBuild, findPreBuilt, loadBuildContext, resolveLines, type BuildLine, type ResolvedLine } from './build-check';

/**
 * Custom PC builds, drafts and saved builds (SPEC §3 "PC build", "Draft PC", §7
 * "Builds", §8 "Saved builds"). A custom build is a product of class 'pc-build' (name and
 * reference on the product) with a `custom_builds` row (owner, base, saved) and its parts.
 *
 * Who may do what:
 * - anyone creates one; a guest's has no owner and is never saved (it exists to be put in a
 *   cart), a customer's is theirs and, unless they say otherwise, among their saved builds;
 * - its owner reads, renames, re-parts and deletes it, by its product id; a guest's build
 *   can be read by anyone holding its public id (`public_id`, a random UUID: the guest's own
 *   cart) and changed by nobody;
 * - anyone else — including anyone naming a guest's build by its product id, which can be
 *   counted through — is told it does not exist (404), never that it is someone else's.
 *   (services/product-keys.ts decides who may use which key.)
 */

/** The storefront the request came from (language of a default name, currency) and the time of the request. */
export type BuildRequestContext = { storefront: Storefront; now: Date };

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or typed is unambiguous. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A fresh reference such as `PC-7F3K9Q2M`: 40 random bits, about a trillion values, so
 * references neither collide in practice nor tell how many builds exist.
 */
export function newBuildReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let reference = '';
  for (let index = 0; index < 8; index += 1) {
    reference = REFERENCE_ALPHABET[Number(bits & 31n)]! + reference;
    bits >>= 5n;
  }
  return `PC-${reference}`;
}

const buildNotFound = () => new DomainError('custom_build_not_found');

const basis = alias(products, 'base_product');

/** A custom build's own columns, with its base's reference. */
const buildColumns = {
  id: customBuilds.productId,
  publicId: customBuilds.publicId,
  reference: products.reference,
  name: products.name,
  userId: customBuilds.userId,
  baseProductId: customBuilds.baseProductId,
  baseReference: basis.reference,
  saved: customBuilds.saved,
  createdAt: customBuilds.createdAt,
  updatedAt: customBuilds.updatedAt,
};

function selectBuilds(db: Database) {
  return db
    .select(buildColumns)
    .from(customBuilds)
    .innerJoin(products, eq(products.id, customBuilds.productId))
    .leftJoin(basis, eq(basis.id, customBuilds.baseProductId));
}

type BuildRow = Awaited<ReturnType<typeof selectBuilds>>[number];

/** Newest change first, then newest build (SPEC §2 "Saved builds"). */
const savedOrder = [desc(customBuilds.updatedAt), desc(customBuilds.productId)];

/**
 * Builds as their owner sees them: every figure recomputed now, in the storefront's
 * currency. One set of queries for all of them (components, parts, offers, settings, games).
 */
async function describeBuilds(db: Database, rows: readonly BuildRow[], { storefront, now }: BuildRequestContext): Promise<PcBuild[]> {
  if (rows.length === 0) return [];
  const { currency } = storefront;
  const componentRows = await db
    .select({ buildId: customBuildComponents.buildId, partId: customBuildComponents.partId, amount: customBuildComponents.amount })
    .from(customBuildComponents)
    .where(
      inArray(
        customBuildComponents.buildId,
        rows.map((row) => row.id),
      ),
    );
  const baseIds = rows.flatMap((row) => (row.baseProductId === null ? [] : [row.baseProductId]));
  const context = await loadBuildContext(
    db,
    componentRows.map((row) => row.partId),
    baseIds,
    currency,
  );

  const linesByBuild = new Map<number, ResolvedLine[]>();
  for (const row of componentRows) {
    // custom_build_components.part_product_id references parts: the facts are there.
    const facts = context.parts.get(row.partId)!;
    const lines = linesByBuild.get(row.buildId) ?? [];
    lines.push({ ...facts, amount: row.amount, offer: context.offers.get(row.partId) });
    linesByBuild.set(row.buildId, lines);
  }

  return rows.map((row) => ({
    ...describeBuild(linesByBuild.get(row.id) ?? [], context, { baseProductId: row.baseProductId, now }),
    id: row.id,
    public_id: row.publicId,
    reference: row.reference,
    name: row.name,
    product_class: 'pc-build' as const,
    base_reference: row.baseReference,
    saved: row.saved,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    image: productPicture(row.publicId),
  }));
}

async function describeOne(db: Database, id: number, context: BuildRequestContext): Promise<PcBuild> {
  const rows = await selectBuilds(db).where(eq(customBuilds.productId, id));
  const [build] = await describeBuilds(db, rows, context);
  if (!build) throw buildNotFound();
  return build;
}

/**
 * The lines of a build to save, checked against the database: every part exists, is a
 * part, is on sale now, and no single-part slot is overfilled (400 with a message per line).
 */
async function linesToSave(db: Database, lines: readonly BuildLine[], field: string, { currency }: Storefront): Promise<Record<string, MessageRef>> {
  const context = await loadBuildContext(
    db,
    lines.map((line) => line.component),
    [],
    currency,
  );
  return (await resolveLines(db, lines, context, { field, requireSold: true })).fields;
}

export type NewCustomBuild = {
  /** Trimmed; empty or absent: 'My custom pc' in the storefront's language. */
  name?: string;
  components: readonly BuildLine[];
  reference?: string;
  saved?: boolean;
};

/** How many times to draw a new reference before giving up (a collision is a one-in-a-trillion event). */
const REFERENCE_ATTEMPTS = 5;

/**
 * POST api/ecommerce/pc_build/. A customer's build is theirs and saved unless `saved:
 * false` (a build made only to be bought); a guest's has no owner and is never saved,
 * whatever it asks. A build may be unfinished or incompatible — a draft is saved as it
 * stands, and its `blocks` say why it cannot be ordered yet.
 */
/**
 * Custom builds get a random product id rather than the next in the sequence, so ids tell
 * nothing of how many builds there are. It is no secret (31 bits can be walked): only its
 * owner reads a build by id, anyone else needs its `public_id`. Drawn from the top half of
 * the 32-bit range, which the sequence of catalogue products never reaches.
 */
export function newCustomBuildId(): number {
  return randomInt(2 ** 30, 2 ** 31 - 1);
}

export async function createCustomBuild(db: Database, input: NewCustomBuild, userId: number | null, context: BuildRequestContext): Promise<PcBuild> {
  const { storefront } = context;
  const fields = await linesToSave(db, input.components, 'components', storefront);
  let baseProductId: number | null = null;
  if (input.reference !== undefined) {
    const base = await findPreBuilt(db, input.reference);
    if ('error' in base) fields.reference = base.error;
    else baseProductId = base.id;
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);

  // The default name is data, not an error: written once in the language of the storefront it was made in.
  const name = input.name?.trim() || translatorFor(storefront)('configurator.defaultBuildName');
  const id = await db.transaction(async (tx) => {
    let productId: number | undefined;
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && productId === undefined; attempt += 1) {
      // A clash of random id or reference is very unlikely; either unique index catches it and we draw again.
      const [row] = await tx
        .insert(products)
        .values({ id: newCustomBuildId(), reference: newBuildReference(), name, productClass: 'pc-build', status: 'public' })
        .onConflictDoNothing()
        .returning({ id: products.id });
      productId = row?.id;
    }
    if (productId === undefined) throw new Error(`No free build reference after ${REFERENCE_ATTEMPTS} attempts`);
    await tx.insert(customBuilds).values({ productId, userId, baseProductId, saved: userId !== null && (input.saved ?? true) });
    await tx
      .insert(customBuildComponents)
      .values(input.components.map((line) => ({ buildId: productId, partId: line.component, amount: line.amount })));
    return productId;
  });
  return describeOne(db, id, context);
}

/** GET api/ecommerce/pc_build/: the customer's saved builds, newest change first. */
export async function listSavedBuilds(db: Database, userId: number, context: BuildRequestContext): Promise<PcBuild[]> {
  const rows = await selectBuilds(db)
    .where(and(eq(customBuilds.userId, userId), eq(customBuilds.saved, true)))
    .orderBy(...savedOrder);
  return describeBuilds(db, rows, context);
}

/**
 * GET api/ecommerce/pc_build/{key}/: by product id, the caller's own build; by public id,
 * a guest's build (or the caller's own); otherwise 404, whoever's it is.
 */
export async function getCustomBuild(db: Database, key: ProductKey, userId: number | null, context: BuildRequestContext): Promise<PcBuild> {
  const id = await resolveProductKey(db, key, userId);
  if (id === null) throw buildNotFound();
  return describeOne(db, id, context);
}

/**
 * Locks the caller's own build for the rest of the transaction, or answers 404: so two
 * changes to one build queue up, and a guest's build (no owner) is nobody's to change.
 */
async function lockOwnBuild(tx: Database, id: number, userId: number): Promise<void> {
  const [row] = await tx
    .select({ id: customBuilds.productId })
    .from(customBuilds)
    .where(and(eq(customBuilds.productId, id), eq(customBuilds.userId, userId)))
    .for('update');
  if (!row) throw buildNotFound();
}

/** Marks the build changed now (its place in the saved builds list). */
async function touch(tx: Database, id: number, now: Date): Promise<void> {
  await tx.update(customBuilds).set({ updatedAt: now }).where(eq(customBuilds.productId, id));
  await tx.update(products).set({ updatedAt: now }).where(eq(products.id, id));
}

/** PATCH api/ecommerce/pc_build/{id}/: renames the caller's own build. */
export async function renameCustomBuild(db: Database, id: number, userId: number, name: string, context: BuildRequestContext): Promise<PcBuild> {
  await db.transaction(async (tx) => {
    await lockOwnBuild(tx, id, userId);
    await tx.update(products).set({ name }).where(eq(products.id, id));
    await touch(tx, id, context.now);
  });
  return describeOne(db, id, context);
}

/**
 * POST api/ecommerce/pc_build/{id}/replace_components/ (SPEC §7): the caller's own build
 * gets exactly these parts, checked as on creation. Its name, reference, base and id stay,
 * so a cart line that holds it now buys the new parts at their price.
 */
export async function replaceComponents(
  db: Database,
  id: number,
  userId: number,
  components: readonly BuildLine[],
  context: BuildRequestContext,
): Promise<PcBuild> {
  // Ownership first: someone else's build is a 404 whatever the parts.
  await db.transaction(async (tx) => lockOwnBuild(tx, id, userId));
  const fields = await linesToSave(db, components, 'components_detailed', context.storefront);
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
  await db.transaction(async (tx) => {
    await lockOwnBuild(tx, id, userId);
    await tx.delete(customBuildComponents).where(eq(customBuildComponents.buildId, id));
    await tx.insert(customBuildComponents).values(components.map((line) => ({ buildId: id, partId: line.component, amount: line.amount })));
    await touch(tx, id, context.now);
  });
  return describeOne(db, id, context);
}

/**
 * DELETE api/ecommerce/pc_build/{id}/: deletes the caller's own build, its product row
 * with it. Cart lines that hold it go with it (their foreign key cascades); orders keep
 * their own copy of each line, so an order of it is unaffected.
 */
export async function deleteCustomBuild(db: Database, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnBuild(tx, id, userId);
    await tx.delete(products).where(eq(products.id, id));
  });
}
