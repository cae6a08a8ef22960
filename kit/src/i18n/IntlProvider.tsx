import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { LocaleTag } from '../domain';
import { kitMessages, type Messages } from './messages';

const IntlContext = createContext<IntlShape<ReactNode> | null>(null);
const cache = createIntlCache();

export type IntlProviderProps = {
  /** One of the five storefront locales (SPEC §1). */
  locale: LocaleTag;
  /**
   * The app's own messages. They are merged over the kit's catalogue for the same
   * locale, so a brand can also reword any kit string by reusing its id.
   */
  messages?: Messages;
  /** Time zone for dates; the shop's dates are calendar dates, so UTC by default. @default 'UTC' */
  timeZone?: string;
  children: ReactNode;
};

/** Provides `@formatjs/intl` formatting and the merged message catalogue to the kit. */
export function IntlProvider({ locale, messages, timeZone = 'UTC', children }: IntlProviderProps) {
  const intl = useMemo(
    () =>
      createIntl<ReactNode>(
        {
          locale,
          timeZone,
          defaultLocale: 'en-GB',
          messages: { ...kitMessages[locale], ...messages },
          onError: (error) => {
            // A missing translation is a bug the tests catch; don't flood the console at run time.
            if (error.code !== 'MISSING_TRANSLATION') console.error(error);
          },
        },
        cache,
      ),
    [locale, messages, timeZone],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape<ReactNode> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('`useIntl` must be used within `IntlProvider`');
  return intl;
}
