/**
 * Reviews from real buyers (SPEC §2 "/order/review", §3 "Review"; the calls are "not shown"
 * in SPEC §7, so designed here). A customer reviews each delivered line of their order once;
 * the review waits for a moderator, and only approved reviews are shown and counted.
 */
import type { LocaleTag } from '../storefronts';

/** A review's moderation state: new ones wait; hidden ones keep the moderator's reason. */
export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** Where a shown review comes from: a customer who received what they review, or the shop's seeded samples. */
export type ReviewOrigin = 'verified_purchase' | 'sample';

// ── The customer's side ─────────────────────────────────────────────────────────────

/** One delivered line of an order and whether its review is written. */
export type ReviewableLine = {
  /** The order line's id (`order_line` in the POST body). */
  order_line: number;
  name: string;
  reference: string;
  /** False only for a line whose product the shop has since removed. */
  reviewable: boolean;
  /** The review already written for this line, if any. */
  review: { id: number; status: ReviewStatus; rating: number; title: string } | null;
};

/** GET api/account/order/{id}/review/ — what of this order the signed-in owner may review. */
export type OrderReviews = {
  order_id: number;
  reference: string;
  /** Only a delivered (completed) order can be reviewed. */
  reviewable: boolean;
  lines: ReviewableLine[];
};

/** POST api/account/order/{id}/review/ body (the kit's `reviewSchema`). */
export type ReviewRequest = { order_line: number; rating: number; title: string; text?: string };

/** 201 answer: "review submitted" (SPEC §8), waiting for moderation. */
export type ReviewSubmitted = { id: number; status: 'pending' };

// ── The back office ─────────────────────────────────────────────────────────────────

/** GET api/admin/reviews/?status=pending — one review in the moderation queue, oldest first. */
export type AdminReview = {
  id: number;
  status: ReviewStatus;
  rating: number;
  title: string;
  text: string;
  locale: LocaleTag;
  author: string;
  origin: ReviewOrigin;
  /** What was reviewed: a PC, a part or an accessory; `model` is the model page it shows on, if any. */
  product: { reference: string; name: string; model: string | null };
  /** The order it came from (null for a sample). */
  order_reference: string | null;
  hidden_reason: string | null;
  created_at: string;
};

/** POST api/admin/reviews/{id}/hide/ body. */
export type HideReviewRequest = { reason: string };
