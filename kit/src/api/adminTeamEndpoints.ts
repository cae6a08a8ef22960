import type { AuditPage, AuditQuery, InviteStaffRequest, StaffMember } from '../domain/contract/admin';
import type { AdminReview, HideReviewRequest, ModerationQueueQuery, ReviewModerated, ReviewStatus } from '../domain/contract/reviews';
import type { ApiClient } from './client';

/** GET api/admin/audit/ query (declared in the contract). */
export type { AuditQuery };

/** GET api/admin/reviews/ query (declared in the contract). */
export type { ModerationQueueQuery };

/** A moderation decision's answer: the review's new status (declared in the contract). */
export type { ReviewModerated };

const reviewPath = (id: number) => `api/admin/reviews/${id}/`;

/**
 * The back office's review moderation (`reviews.moderate`) and the owner's calls: staff,
 * invitations (`staff.manage`) and the audit log (`audit.read`). Apart from `endpoints`,
 * like `adminEndpoints`, so only the back office's chunks carry them.
 */
export const adminTeamEndpoints = {
  /** Oldest first, at most a page of them; deciding on some brings the next. */
  moderationQueue: (client: ApiClient, status: ReviewStatus, signal?: AbortSignal) =>
    client.request<AdminReview[]>({ path: 'api/admin/reviews/', query: { status } satisfies ModerationQueueQuery, signal }),

  /** 409 `review_status_unchanged` when it is approved already. */
  approveReview: (client: ApiClient, id: number) => client.request<ReviewModerated>({ method: 'POST', path: `${reviewPath(id)}approve/` }),

  /** 400 `validation_error` with `fields.reason` without a reason. */
  hideReview: (client: ApiClient, id: number, body: HideReviewRequest) =>
    client.request<ReviewModerated>({ method: 'POST', path: `${reviewPath(id)}hide/`, body }),

  staffMembers: (client: ApiClient) => client.request<StaffMember[]>({ path: 'api/admin/staff/' }),

  /** 409 `already_staff` for an address that has a role (an invitation already sent included). */
  inviteStaff: (client: ApiClient, body: InviteStaffRequest) => client.request<StaffMember>({ method: 'POST', path: 'api/admin/staff/', body }),

  auditLog: (client: ApiClient, query: AuditQuery = {}, signal?: AbortSignal) =>
    client.request<AuditPage>({ path: 'api/admin/audit/', query, signal }),
};
