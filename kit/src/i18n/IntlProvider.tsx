import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, type IntlShape } from './createIntl';
import type { LocaleTag } from '../domain';
import { kitMessages, type Messages } from './messages';

const IntlContext = createContext<IntlShape<ReactNode> | null>(null);

export type PreloadedIntlProviderProps = {
  /** One of the five storefront locales (SPEC §1). */
  locale: LocaleTag;
  /** The whole catalogue for `locale`: the kit's strings (`loadKitMessages`) with the app's over them. */
  messages: Messages;
  /** Time zone for dates; the shop's dates are calendar dates, so UTC by default. @default 'UTC' */
  timeZone?: string;
  /** The part of the app that formats through `useIntl`, `useMoney` and `Money`. */
  children: ReactNode;
};

/**
 * Provides ICU message and `Intl` formatting with exactly the catalogue given. Apps that load one
 * locale's strings on demand use it, so no other locale's catalogue is in their bundle.
 */
export function PreloadedIntlProvider({ locale, messages, timeZone = 'UTC', children }: PreloadedIntlProviderProps) {
  const intl = useMemo(
    () =>
      createIntl<ReactNode>({
        locale,
        timeZone,
        messages,
        onError: (error) => {
          // A missing translation is a bug the tests catch; don't flood the console at run time.
          if (error.code !== 'MISSING_TRANSLATION') console.error(error);
        },
      }),
    [locale, messages, timeZone],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export type IntlProviderProps = Omit<PreloadedIntlProviderProps, 'messages'> & {
  /**
   * The app's own messages. They are merged over the kit's catalogue for the same
   * locale, so a brand can also reword any kit string by reusing its id.
   */
  messages?: Messages;
};

/** Provides formatting with the kit's bundled catalogue (every locale) and the app's messages over it. */
export function IntlProvider({ locale, messages, ...props }: IntlProviderProps) {
  const merged = useMemo(() => ({ ...kitMessages[locale], ...messages }), [locale, messages]);
  return <PreloadedIntlProvider locale={locale} messages={merged} {...props} />;
}

export function useIntl(): IntlShape<ReactNode> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('`useIntl` must be used within `IntlProvider`');
  return intl;
}
