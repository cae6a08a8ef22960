declare module 'virtual:rigsmith-message-groups' {
  import type { LocaleTag } from '@rigsmith/kit/domain';
  import type { Messages } from '@rigsmith/kit/messages';
  import type { MessageGroup } from './i18n/messageGroups';
  /** One group of one locale's strings, its own chunk (storefront/build/messageGroups.ts). */
  export function loadMessageGroup(group: MessageGroup, locale: LocaleTag): Promise<{ default: Messages }>;
}
