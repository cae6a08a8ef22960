import type { AuditPage } from '@rigsmith/kit/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** GET admin/audit/ (owner): the audit log newest first, optionally one record's ('order:42'). */
export async function listAudit(db: Database, query: { subject?: string | undefined; page: number; per_page: number }): Promise<AuditPage> {
  const { page, per_page } = query;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor_email: auditLog.actorEmail,
      action: auditLog.action,
      subject: auditLog.subject,
      before: auditLog.before,
      after: auditLog.after,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(auditLog)
    .where(query.subject ? eq(auditLog.subject, query.subject) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  return {
    items: rows.map(({ count: _count, at, ...row }) => ({ ...row, at: at.toISOString() })),
    count: rows[0]?.count ?? 0,
    page,
    per_page,
  };
}
