import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ApiError } from '../../api';
import type { AuditPage, StaffMember } from '../../domain/contract/admin';
import type { AdminReview, ReviewStatus } from '../../domain/contract/reviews';
import { renderSessionHook as setup } from '../session/renderSessionHook';
import { apiError } from '../session/testApi';
import { useAuditLog } from './useAuditLog';
import { useModerateReview, useModerationQueue } from './useModerationQueue';
import { useInviteStaff, useStaffMembers } from './useStaffMembers';

const review = (id: number, status: ReviewStatus = 'pending'): AdminReview => ({
  id,
  status,
  rating: 4,
  title: `Review ${id}`,
  text: 'Quiet and quick.',
  locale: 'en-GB',
  author: 'Ada L.',
  origin: 'verified_purchase',
  product: { reference: 'RS-VANGUARD', name: 'Vanguard', model: 'vanguard' },
  order_reference: 'RS-2026-000012',
  hidden_reason: null,
  created_at: '2026-11-20T10:00:00Z',
});
const member = (id: number, email: string): StaffMember => ({
  id,
  email,
  full_name: 'Sam',
  role: 'support',
  status: 'invited',
  created_at: '2026-11-20T10:00:00Z',
});

describe('useModerationQueue and useModerateReview', () => {
  /** A tiny moderation server: reviews move between statuses. */
  function queueServer() {
    const statuses = new Map<number, ReviewStatus>([
      [1, 'pending'],
      [2, 'pending'],
    ]);
    const list = (status: string | undefined) => [...statuses].filter(([, s]) => s === status).map(([id, s]) => review(id, s));
    return {
      'GET api/admin/reviews/': ({ query }: { query?: Record<string, string> }) => [200, list(query?.status)] as [number, unknown],
      'POST api/admin/reviews/1/approve/': () => (statuses.set(1, 'approved'), [200, { id: 1, status: 'approved' }] as [number, unknown]),
      'POST api/admin/reviews/2/hide/': ({ body }: { body: { reason?: string } }) =>
        body.reason
          ? (statuses.set(2, 'hidden'), [200, { id: 2, status: 'hidden' }] as [number, unknown])
          : apiError(400, 'validation_error', 'Give a reason'),
    };
  }

  it('asks for the queue by status', async () => {
    const { result, api } = setup(() => useModerationQueue('approved'), {
      routes: { 'GET api/admin/reviews/': () => [200, [review(5, 'approved')]] },
    });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(api.calls[0]!.query).toEqual({ status: 'approved' });
  });

  it('approves: the review leaves the pending queue and appears among the approved', async () => {
    const { result, api } = setup(
      () => ({ pending: useModerationQueue('pending'), approved: useModerationQueue('approved'), moderate: useModerateReview() }),
      { routes: queueServer() },
    );
    await waitFor(() => expect(result.current.pending.data?.map((r) => r.id)).toEqual([1, 2]));
    await waitFor(() => expect(result.current.approved.data).toEqual([]));
    await act(async () => {
      await expect(result.current.moderate.approve(1)).resolves.toEqual({ id: 1, status: 'approved' });
    });
    await waitFor(() => expect(result.current.pending.data?.map((r) => r.id)).toEqual([2]));
    await waitFor(() => expect(result.current.approved.data?.map((r) => r.id)).toEqual([1]));
    expect(api.callsTo('POST api/admin/reviews/1/approve/')).toHaveLength(1);
  });

  it('hides with the reason, and rejects with the server’s error without touching the queue', async () => {
    const { result, api } = setup(() => ({ pending: useModerationQueue('pending'), moderate: useModerateReview() }), { routes: queueServer() });
    await waitFor(() => expect(result.current.pending.data).toHaveLength(2));
    let refusal: unknown;
    await act(async () => {
      refusal = await result.current.moderate.hide(2, '').catch((error: unknown) => error);
    });
    expect(refusal).toBeInstanceOf(ApiError);
    expect(result.current.pending.data).toHaveLength(2);
    await act(async () => {
      await result.current.moderate.hide(2, 'Names a private person');
    });
    expect(api.callsTo('POST api/admin/reviews/2/hide/').map((call) => call.body)).toEqual([{ reason: '' }, { reason: 'Names a private person' }]);
    await waitFor(() => expect(result.current.pending.data?.map((r) => r.id)).toEqual([1]));
  });
});

describe('useStaffMembers and useInviteStaff', () => {
  it('invites with the role, then lists the new member', async () => {
    const staff = [member(1, 'olive@rigsmith.test')];
    const { result, api } = setup(() => ({ staff: useStaffMembers(), invite: useInviteStaff() }), {
      routes: {
        'GET api/admin/staff/': () => [200, staff],
        'POST api/admin/staff/': ({ body }) =>
          staff.some((m) => m.email === body.email)
            ? apiError(409, 'already_staff', 'This address is staff already')
            : (staff.push(member(2, body.email)), [201, staff[1]]),
      },
    });
    await waitFor(() => expect(result.current.staff.data).toHaveLength(1));
    await act(async () => {
      await result.current.invite({ email: 'sam@rigsmith.test', full_name: 'Sam', role: 'support' });
    });
    await waitFor(() => expect(result.current.staff.data?.map((m) => m.email)).toEqual(['olive@rigsmith.test', 'sam@rigsmith.test']));
    expect(api.callsTo('POST api/admin/staff/')[0]!.body).toEqual({ email: 'sam@rigsmith.test', full_name: 'Sam', role: 'support' });
    let refusal: unknown;
    await act(async () => {
      refusal = await result.current.invite({ email: 'sam@rigsmith.test', full_name: 'Sam', role: 'owner' }).catch((error: unknown) => error);
    });
    expect(refusal).toMatchObject({ status: 409, code: 'already_staff', message: 'This address is staff already' });
  });
});

describe('useAuditLog', () => {
  it('sends the subject and page, leaving out what is unset', async () => {
    const page: AuditPage = { items: [], count: 0, page: 2, per_page: 20 };
    const { result, api } = setup(() => useAuditLog({ subject: 'order:42', page: 2, per_page: undefined }), {
      routes: { 'GET api/admin/audit/': () => [200, page] },
    });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(api.calls[0]!.query).toEqual({ subject: 'order:42', page: '2' });
  });
});
