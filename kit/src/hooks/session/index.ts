export {
  createSessionStore,
  SESSION_REFRESH_LOCK,
  type SessionStore,
  type SessionStoreOptions,
  type SessionStorageLike,
  type SessionLockManager,
  type SessionEventTarget,
} from './sessionStore';
export { createMemoryStorage } from './memoryStorage';
export {
  SessionProvider,
  useSession,
  useSessionId,
  useSessionStore,
  DEFAULT_REFRESH_INTERVAL_MS,
  type SessionProviderProps,
  type SessionApi,
} from './SessionProvider';
export { sessionKey, isSessionKey, SESSION_KEY_TAG, type SessionKey } from './sessionKey';
export { useTabDraft, type TabDraft } from './useTabDraft';
