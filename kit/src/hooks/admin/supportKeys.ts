import { isSessionKey, sessionKey } from '../session/sessionKey';

/** The SWR key of the support inbox's data: a session key, cleared at sign-out like `adminKey`'s. */
export function supportInboxKey(sessionId: string | null, resource: 'tickets' | 'ticket', part: string | number) {
  return sessionKey(sessionId, 'admin', 'support', resource, part);
}

/** Matches every cached page of the ticket list (all queries), for revalidating after a change. */
export function isTicketListKey(key: unknown): boolean {
  const parts = key as unknown[];
  return isSessionKey(key) && parts[2] === 'admin' && parts[3] === 'support' && parts[4] === 'tickets';
}
