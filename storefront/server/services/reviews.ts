import {
  isOrderReviewable,
  type AdminReview,
  type LocaleTag,
  type OrderReviews,
  type ReviewStatus,
  type ReviewValues,
  type Storefront,
} from '@rigsmith/kit/domain';
import { and, asc, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildComponents, builds, customBuildComponents, customBuilds, orderLines, orders, parts, products, reviews, users } from '../db/schema';
import { translatorFor } from '../i18n';
import { refreshBuildFigures } from './build-figures';
import { DomainError } from './domain-error';
import { recordAudit, type StaffActor } from './staff';

/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review: submitted after delivery",
 * §5 "Review needs a title"). The order's owner reviews each delivered line once — a
 * pre-built or custom PC, a part or an accessory; the review waits for a moderator, and only
 * approved reviews are shown and counted (the builds' rating figures are refreshed when a
 * moderator changes what is approved). PCs' reviews show on their model page
 * (`reviewedModel`); parts' and accessories' rate their own cards.
 */

type Queryable = Pick<Database, 'select'>;

async function ownOrder(db: Queryable, userId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, reference: orders.reference, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  // Someone else's order is "not found", never "forbidden": ids must not reveal orders.
  if (!order) throw new DomainError('order_not_found');
  return order;
}

/** GET account/order/{id}/review/: each line of the customer's order and its review, if written. */
export async function orderReviews(db: Database, userId: number, orderId: number): Promise<OrderReviews> {
  const order = await ownOrder(db, userId, orderId);
  const rows = await db
    .select({
      line: orderLines.id,
      name: orderLines.name,
      reference: orderLines.reference,
      productId: orderLines.productId,
      reviewId: reviews.id,
      reviewStatus: reviews.status,
      reviewRating: reviews.rating,
      reviewTitle: reviews.title,
    })
    .from(orderLines)
    .leftJoin(reviews, eq(reviews.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  return {
    order_id: order.id,
    reference: order.reference,
    reviewable: isOrderReviewable(order.status),
    lines: rows.map((row) => ({
      order_line: row.line,
      name: row.name,
      reference: row.reference,
      // A line whose product the shop has since deleted has nothing left to review.
      reviewable: row.productId !== null,
      review: row.reviewId !== null ? { id: row.reviewId, status: row.reviewStatus!, rating: row.reviewRating!, title: row.reviewTitle! } : null,
    })),
  };
}

/**
 * How a buyer is named under their review: first name and last initial ("Priya S."), never
 * the full name; in the storefront's language and letter case (the review is written there).
 */
export function reviewAuthorName(fullName: string, { locale }: Pick<Storefront, 'locale'>): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return translatorFor({ locale })('reviews.anonymousAuthor');
  const initial = words.length > 1 ? ` ${Array.from(words.at(-1)!)[0]!.toLocaleUpperCase(locale)}.` : '';
  return `${words[0]}${initial}`;
}

/**
 * The model page a review of this product shows on (SPEC §2 "Model pages: rating, review"):
 * a pre-built PC's own model; a custom PC's, from the build it was customised from, else
 * from the model whose builds most often use its case (the case is what a model is: SPEC §2
 * "select your case"); null for a part or an accessory, or a custom PC in a case no model uses.
 */
export async function reviewedModel(db: Queryable, productId: number): Promise<string | null> {
  const [prebuilt] = await db.select({ model: builds.model }).from(builds).where(eq(builds.productId, productId));
  if (prebuilt) return prebuilt.model;
  const [custom] = await db
    .select({ baseModel: builds.model })
    .from(customBuilds)
    .leftJoin(builds, eq(builds.productId, customBuilds.baseProductId))
    .where(eq(customBuilds.productId, productId));
  if (!custom) return null;
  if (custom.baseModel) return custom.baseModel;
  const [byCase] = await db
    .select({ model: builds.model, builds: count() })
    .from(customBuildComponents)
    .innerJoin(parts, and(eq(parts.productId, customBuildComponents.partId), eq(parts.category, 'case')))
    .innerJoin(buildComponents, eq(buildComponents.partId, parts.productId))
    .innerJoin(builds, and(eq(builds.productId, buildComponents.buildId), isNotNull(builds.model)))
    .where(eq(customBuildComponents.buildId, productId))
    .groupBy(builds.model)
    .orderBy(desc(count()), asc(builds.model))
    .limit(1);
  return byCase?.model ?? null;
}

/**
 * POST account/order/{id}/review/: the owner's review of one delivered line, pending
 * moderation. One per line: the unique index decides between two racing submissions.
 */
export async function submitReview(
  db: Database,
  userId: number,
  orderId: number,
  values: ReviewValues,
  storefront: Storefront,
): Promise<{ id: number; status: 'pending' }> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    if (!isOrderReviewable(order.status)) throw new DomainError('order_not_reviewable');
    const [line] = await tx
      .select({ id: orderLines.id, productId: orderLines.productId })
      .from(orderLines)
      .where(and(eq(orderLines.id, values.order_line), eq(orderLines.orderId, order.id)));
    if (!line) throw new DomainError('order_item_not_found');
    if (line.productId === null) throw new DomainError('order_line_not_reviewable');
    const [author] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    const { locale } = storefront;
    const [saved] = await tx
      .insert(reviews)
      .values({
        productId: line.productId,
        model: await reviewedModel(tx, line.productId),
        userId,
        orderId: order.id,
        orderLineId: line.id,
        author: reviewAuthorName(author?.fullName ?? '', storefront),
        rating: values.rating,
        title: values.title,
        text: values.text,
        locale,
        status: 'pending',
        verifiedPurchase: true,
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning({ id: reviews.id });
    if (!saved) throw new DomainError('review_exists');
    return { id: saved.id, status: 'pending' as const };
  });
}

/** GET api/admin/reviews/?status=…: the moderation queue, oldest first (first come, first moderated). */
export async function listReviewsForModeration(db: Database, status: ReviewStatus): Promise<AdminReview[]> {
  const rows = await db
    .select({
      review: reviews,
      productReference: products.reference,
      productName: products.name,
      orderReference: orders.reference,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.status, status))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .limit(MODERATION_PAGE);
  return rows.map(({ review, ...row }) => ({
    id: review.id,
    status: review.status,
    rating: review.rating,
    title: review.title,
    text: review.text,
    locale: review.locale as LocaleTag,
    author: review.author,
    origin: review.sample ? 'sample' : 'verified_purchase',
    product: { reference: row.productReference, name: row.productName, model: review.model },
    order_reference: row.orderReference,
    hidden_reason: review.hiddenReason,
    created_at: review.createdAt.toISOString(),
  }));
}

/** The most reviews the queue answers at once; a moderator clears them oldest first. */
export const MODERATION_PAGE = 100;

/**
 * Approves or hides a review, in one transaction with its audit entry and, for a pre-built
 * PC, its stored rating figures, so a card's count and rating change exactly when what is
 * shown does (a model's and a part's are counted when read).
 */
export async function moderateReview(
  db: Database,
  reviewId: number,
  decision: { status: 'approved' } | { status: 'hidden'; reason: string },
  actor: StaffActor,
): Promise<AdminReview['status']> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ status: reviews.status, hiddenReason: reviews.hiddenReason, productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!review) throw new DomainError('review_not_found');
    if (review.status === decision.status) throw new DomainError('review_status_unchanged');
    const hiddenReason = decision.status === 'hidden' ? decision.reason : null;
    await tx.update(reviews).set({ status: decision.status, hiddenReason }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor,
      action: decision.status === 'approved' ? 'review.approve' : 'review.hide',
      subject: `review:${reviewId}`,
      before: { status: review.status, hidden_reason: review.hiddenReason },
      after: { status: decision.status, hidden_reason: hiddenReason },
    });
    await refreshBuildFigures(tx, { buildIds: [review.productId] });
    return decision.status;
  });
}
