import { createContext, useContext } from 'react';
import type { CaseModel } from '@rigsmith/kit/api';
import type { MessageGroup } from '../i18n/messageGroups';

/**
 * What a server render learns about the page while drawing it, for the response's status and
 * `<head>`: the screens write it during render (the server renders each page to completion
 * before answering, so the last write wins). In the browser there is none.
 */
export type ServerPage = {
  /** The page's own title, without the shop's name (useDocumentTitle). */
  title?: string;
  /** The page's meta description when the screen has its own (CMS pages' SEO description). */
  description?: string;
  /** 404 for the not-found page and route-validation failures. @default 200 */
  status?: number;
  /** A legacy path's redirect (SPEC §7 redirect lookup), answered by the server itself. */
  redirect?: { status: 301 | 302; location: string };
  /** The case model a model page shows, for its schema.org Product. */
  model?: CaseModel;
  /**
   * The page's lazily loaded screen (its module in Vite's manifest) and its group of strings,
   * and the deferred parts it drew (their modules), for the head's links.
   */
  assets?: { module: string; messages: MessageGroup; deferred?: readonly string[] };
};

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The server render's page record, or null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}
