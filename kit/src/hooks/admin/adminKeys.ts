import { isSessionKey, sessionKey } from '../session/sessionKey';

/** A query as part of an SWR key: its set fields in a fixed order, so equal queries share a cache entry. */
export function queryKeyPart(query: object): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return JSON.stringify(entries.sort(([a], [b]) => a.localeCompare(b)));
}

type AdminResource = 'me' | 'orders' | 'order' | 'stock' | AdminTeamResource;
/** Review moderation, staff and the audit log. */
type AdminTeamResource = 'reviews' | 'staff' | 'audit';

/** The SWR key of a back-office resource: a session key, so signing out clears it and a new login never sees it. */
export function adminKey(sessionId: string | null, resource: AdminResource, part?: string | number) {
  return part === undefined ? sessionKey(sessionId, 'admin', resource) : sessionKey(sessionId, 'admin', resource, part);
}

/** Matches every cached page of a back-office list (all queries), for revalidating after a change. */
export function isAdminListKey(resource: 'orders' | 'stock' | AdminTeamResource) {
  return (key: unknown) => isSessionKey(key) && (key as unknown[])[2] === 'admin' && (key as unknown[])[3] === resource;
}
