import type { AuditPage } from '@rigsmith/kit/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { pageCount, windowCount } from './paging';

/** GET admin/audit/ (owner): the audit log newest first, optionally one record's ('order:42'). */
export async function listAudit(db: Database, query: { subject?: string | undefined; page: number; per_page: number }): Promise<AuditPage> {
  const { page, per_page } = query;
  const where = query.subject ? eq(auditLog.subject, query.subject) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor_email: auditLog.actorEmail,
      action: auditLog.action,
      subject: auditLog.subject,
      before: auditLog.before,
      after: auditLog.after,
      count: windowCount(),
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  return {
    items: rows.map(({ count: _count, at, ...row }) => ({ ...row, at: at.toISOString() })),
    count: await pageCount(rows, page, async () => {
      const [all] = await db.select({ count: count() }).from(auditLog).where(where);
      return all!.count;
    }),
    page,
    per_page,
  };
}
