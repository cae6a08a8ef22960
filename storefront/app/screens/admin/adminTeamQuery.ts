import { reviewStatuses, type ReviewStatus } from '@rigsmith/kit/domain';
import type { AuditQuery } from '@rigsmith/kit/api';
import { pageOf } from './adminQuery';

/** A record as the audit log names it ('order:42'): the only subject the API filters by. */
const auditSubject = /^[a-z]+:\d{1,10}$/;

export function isAuditSubject(text: string): boolean {
  return auditSubject.test(text);
}

/** The moderation queue shown: `?status=`, pending when absent or unknown. */
export function reviewStatusFromSearch(search: string): ReviewStatus {
  const status = new URLSearchParams(search).get('status');
  return status && (reviewStatuses as readonly string[]).includes(status) ? (status as ReviewStatus) : 'pending';
}

/** The audit log's record filter and page, from the URL (as `orderQueryFromSearch`: invalid parts dropped). */
export function auditQueryFromSearch(search: string): AuditQuery {
  const params = new URLSearchParams(search);
  const query: AuditQuery = {};
  const subject = params.get('subject')?.trim().toLowerCase();
  if (subject && isAuditSubject(subject)) query.subject = subject;
  const page = pageOf(params);
  if (page) query.page = page;
  return query;
}
