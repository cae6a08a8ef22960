import {
  isOrderReviewable,
  type AdminReview,
  type CountryCode,
  type LocaleTag,
  type OrderReviews,
  type ReviewStatus,
  type ReviewValues,
} from '@rigsmith/kit/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { builds, orderLines, orders, products, reviews, users } from '../db/schema';
import { translate } from '../i18n';
import { refreshBuildFigures } from './build-figures';
import { DomainError } from './domain-error';
import { localeForCountry } from './locale';
import { recordAudit, type StaffActor } from './staff';

/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review: submitted after delivery",
 * §5 "Review needs a title"). The order's owner reviews each delivered pre-built PC line
 * once; the review waits for a moderator, and only approved reviews are shown and counted
 * (the builds' rating figures are refreshed when a moderator changes what is approved).
 * Parts, accessories and custom builds have no page that shows reviews, so they are listed
 * but not reviewable.
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
      buildId: builds.productId,
      reviewId: reviews.id,
      reviewStatus: reviews.status,
      reviewRating: reviews.rating,
      reviewTitle: reviews.title,
    })
    .from(orderLines)
    .leftJoin(builds, eq(builds.productId, orderLines.productId))
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
      reviewable: row.buildId !== null,
      review: row.reviewId !== null ? { id: row.reviewId, status: row.reviewStatus!, rating: row.reviewRating!, title: row.reviewTitle! } : null,
    })),
  };
}

/** How a buyer is named under their review: first name and last initial ("Priya S."), never the full name. */
export function reviewAuthorName(fullName: string, locale: LocaleTag, country: CountryCode): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return translate(country, 'reviews.anonymousAuthor');
  const initial = words.length > 1 ? ` ${Array.from(words.at(-1)!)[0]!.toLocaleUpperCase(locale)}.` : '';
  return `${words[0]}${initial}`;
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
  country: CountryCode,
): Promise<{ id: number; status: 'pending' }> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, userId, orderId);
    if (!isOrderReviewable(order.status)) throw new DomainError('order_not_reviewable');
    const [line] = await tx
      .select({ id: orderLines.id, buildId: builds.productId })
      .from(orderLines)
      .leftJoin(builds, eq(builds.productId, orderLines.productId))
      .where(and(eq(orderLines.id, values.order_line), eq(orderLines.orderId, order.id)));
    if (!line) throw new DomainError('order_item_not_found');
    if (line.buildId === null) throw new DomainError('order_line_not_reviewable');
    const [author] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    const locale = localeForCountry(country);
    const [saved] = await tx
      .insert(reviews)
      .values({
        buildId: line.buildId,
        userId,
        orderId: order.id,
        orderLineId: line.id,
        author: reviewAuthorName(author?.fullName ?? '', locale, country),
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
      buildReference: products.reference,
      buildName: products.name,
      model: builds.model,
      orderReference: orders.reference,
    })
    .from(reviews)
    .innerJoin(builds, eq(builds.productId, reviews.buildId))
    .innerJoin(products, eq(products.id, reviews.buildId))
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
    build: { reference: row.buildReference, name: row.buildName, model: row.model },
    order_reference: row.orderReference,
    hidden_reason: review.hiddenReason,
    created_at: review.createdAt.toISOString(),
  }));
}

/** The most reviews the queue answers at once; a moderator clears them oldest first. */
export const MODERATION_PAGE = 100;

/**
 * Approves or hides a review, in one transaction with its audit entry and the build's
 * rating figures, so the model page's count and rating change exactly when what it shows does.
 */
export async function moderateReview(
  db: Database,
  reviewId: number,
  decision: { status: 'approved' } | { status: 'hidden'; reason: string },
  actor: StaffActor,
): Promise<AdminReview['status']> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ status: reviews.status, hiddenReason: reviews.hiddenReason, buildId: reviews.buildId })
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
    await refreshBuildFigures(tx, { buildIds: [review.buildId] });
    return decision.status;
  });
}
