import type { LocaleTag } from '@rigsmith/kit/domain';
import type { Messages } from '@rigsmith/kit/messages';
import type { MessageGroup } from './messageGroups';

type LoadMessageGroup = (group: MessageGroup, locale: LocaleTag) => Promise<{ default: Messages }>;

/**
 * The browser's catalogue of one locale, downloaded in groups (messageGroups.ts): `load`
 * adds a group's strings to `messages`, the one object the intl provider formats from, so a
 * route's strings are there once its chunk and its group have both arrived.
 */
export function browserCatalogue(locale: LocaleTag, loadMessageGroup: LoadMessageGroup) {
  const messages: Messages = {};
  const loads = new Map<MessageGroup, Promise<void>>();
  const load = (group: MessageGroup): Promise<void> => {
    let loading = loads.get(group);
    if (!loading) {
      loading = loadMessageGroup(group, locale).then(
        (loaded) => void Object.assign(messages, loaded.default),
        (error: unknown) => {
          // A failed download (offline for a moment) is tried again by the next route that needs it.
          loads.delete(group);
          throw error;
        },
      );
      loads.set(group, loading);
    }
    return loading;
  };
  return { messages, load };
}

let loadRouteGroup: ((group: MessageGroup) => Promise<void>) | null = null;

/** The browser's start-up hands over its catalogue's loader; the server and tests bundle every string, so they never set one. */
export function setRouteMessageLoader(load: (group: MessageGroup) => Promise<void>): void {
  loadRouteGroup = load;
}

/** A route's group of strings, before its screen renders (immediate where every string is bundled). */
export function loadRouteMessages(group: MessageGroup): Promise<void> {
  return loadRouteGroup ? loadRouteGroup(group) : Promise.resolve();
}
