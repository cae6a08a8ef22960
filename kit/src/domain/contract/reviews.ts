/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review"; the calls are "not shown"
 * in SPEC §7, so designed here). A customer reviews each delivered line of their order once;
 * the review waits for a moderator, and only approved reviews are shown and counted.
 */
import { z } from 'zod';
import { hideReviewSchema, reviewSchema } from '../reviews/review';
import { localeTags } from '../storefronts';
import { reviewStatuses } from './options';

// Kept in a module of plain constants: a screen that reads only the list leaves the schemas
// here, and zod, out of its bundle.
export { reviewStatuses, type ReviewStatus } from './options';

const ReviewStatusSchema = /* @__PURE__ */ z.enum(reviewStatuses);

/**
 * GET api/admin/reviews/ query: the moderation status to list, pending (the queue) when
 * none is named. The server validates with this very schema.
 */
export const ModerationQueueQuerySchema = /* @__PURE__ */ z.object({ status: /* @__PURE__ */ ReviewStatusSchema.default('pending') });
export type ModerationQueueQuery = z.input<typeof ModerationQueueQuerySchema>;

/** Where a shown review comes from: a customer who received what they review, or the shop's seeded samples. */
export const ReviewOriginSchema = /* @__PURE__ */ z.enum(['verified_purchase', 'sample']);
export type ReviewOrigin = z.infer<typeof ReviewOriginSchema>;

// ── The customer's side ─────────────────────────────────────────────────────────────

/** One delivered line of an order and whether its review is written. */
export const ReviewableLineSchema = /* @__PURE__ */ z.object({
  /** The order line's id (`order_line` in the POST body). */
  order_line: /* @__PURE__ */ z.number().int(),
  name: /* @__PURE__ */ z.string(),
  reference: /* @__PURE__ */ z.string(),
  /** False only for a line whose product the shop has since removed. */
  reviewable: /* @__PURE__ */ z.boolean().meta({
    description: 'Any line whose product still exists: a pre-built or custom PC, a part or an accessory; false once the shop has removed it.',
  }),
  /** The review already written for this line, if any. */
  review: /* @__PURE__ */ z
    .object({
      id: /* @__PURE__ */ z.number().int(),
      status: ReviewStatusSchema,
      rating: /* @__PURE__ */ z.number().int(),
      title: /* @__PURE__ */ z.string(),
    })
    .nullable()
    .meta({ description: 'The review already written for this line (one per line).' }),
});
export type ReviewableLine = z.infer<typeof ReviewableLineSchema>;

/** GET api/account/order/{id}/review/ — what of this order the signed-in owner may review. */
export const OrderReviewsSchema = /* @__PURE__ */ z
  .object({
    order_id: /* @__PURE__ */ z.number().int(),
    reference: /* @__PURE__ */ z.string(),
    /** Only a delivered (completed) order can be reviewed. */
    reviewable: /* @__PURE__ */ z.boolean().meta({ description: 'Only a delivered (completed) order can be reviewed.' }),
    lines: /* @__PURE__ */ z.array(ReviewableLineSchema),
  })
  .meta({ id: 'OrderReviews' });
export type OrderReviews = z.infer<typeof OrderReviewsSchema>;

/**
 * POST api/account/order/{id}/review/ body: the review form's fields (the kit's
 * `reviewSchema`, its own rules and messages) and the order line they are about.
 */
export const ReviewRequestSchema = /* @__PURE__ */ reviewSchema.extend({
  order_line: /* @__PURE__ */ z.number().int().min(1).max(2_147_483_647).meta({ description: 'The order line reviewed (GET …/review/ lists them).' }),
});
export type ReviewRequest = z.input<typeof ReviewRequestSchema>;

/** 201 answer: "review submitted" (SPEC §8), waiting for moderation. */
export const ReviewSubmittedSchema = /* @__PURE__ */ z
  .object({ id: /* @__PURE__ */ z.number().int(), status: /* @__PURE__ */ z.literal('pending') })
  .meta({ id: 'ReviewSubmitted' });
export type ReviewSubmitted = z.infer<typeof ReviewSubmittedSchema>;

// ── The back office ─────────────────────────────────────────────────────────────────

/** GET api/admin/reviews/?status=pending — one review in the moderation queue, oldest first. */
export const AdminReviewSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    status: ReviewStatusSchema,
    rating: /* @__PURE__ */ z.number().int(),
    title: /* @__PURE__ */ z.string(),
    text: /* @__PURE__ */ z.string(),
    locale: /* @__PURE__ */ z.enum(localeTags),
    author: /* @__PURE__ */ z.string(),
    origin: ReviewOriginSchema,
    /** What was reviewed: a PC, a part or an accessory; `model` is the model page it shows on, if any. */
    product: /* @__PURE__ */ z.object({
      reference: /* @__PURE__ */ z.string(),
      name: /* @__PURE__ */ z.string(),
      model: /* @__PURE__ */ z.string().nullable(),
    }),
    /** The order it came from (null for a sample). */
    order_reference: /* @__PURE__ */ z.string().nullable(),
    hidden_reason: /* @__PURE__ */ z.string().nullable(),
    created_at: /* @__PURE__ */ z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AdminReview' });
export type AdminReview = z.infer<typeof AdminReviewSchema>;

/** POST api/admin/reviews/{id}/approve/ and …/hide/ answer: the review's status now. */
export const ReviewModeratedSchema = /* @__PURE__ */ z
  .object({ id: /* @__PURE__ */ z.number().int(), status: ReviewStatusSchema })
  .meta({ id: 'ReviewModerated' });
export type ReviewModerated = z.infer<typeof ReviewModeratedSchema>;

/** POST api/admin/reviews/{id}/hide/ body (the kit's `hideReviewSchema`, the moderator's form). */
export type HideReviewRequest = z.input<typeof hideReviewSchema>;
