import { Suspense, createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { createIntl, type IntlShape } from './createIntl';
import type { LocaleTag } from '../domain';
import { kitMessageAreas, loadKitMessages, type KitMessageArea } from './loadMessages';
import type { Messages } from './mergeCatalogues';

const IntlContext = /* @__PURE__ */ createContext<IntlShape<ReactNode> | null>(null);

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
  /**
   * The areas whose kit strings the app shows besides the core (prices, listings, forms): a
   * page of product cards alone needs none and downloads a third of the catalogue.
   * @default every area
   */
  areas?: readonly KitMessageArea[];
  /** Shown while the locale's catalogue downloads (the first render only, and on a change of locale). @default null */
  fallback?: ReactNode;
};

/**
 * The kit's catalogue of each locale (and set of areas), downloaded once: one promise each, so
 * every `IntlProvider` of the page, and every render, reads the same one, as `use` requires.
 */
const kitCatalogues = /* @__PURE__ */ new Map<string, Promise<Messages>>();
function kitCatalogue(locale: LocaleTag, areas: readonly KitMessageArea[]): Promise<Messages> {
  const key = `${locale} ${areas.join(' ')}`;
  let catalogue = kitCatalogues.get(key);
  if (!catalogue) kitCatalogues.set(key, (catalogue = loadKitMessages(locale, areas)));
  return catalogue;
}

function LoadedIntlProvider({ locale, messages, areas = kitMessageAreas, ...props }: Omit<IntlProviderProps, 'fallback'>) {
  const kit = use(kitCatalogue(locale, areas));
  const merged = useMemo(() => ({ ...kit, ...messages }), [kit, messages]);
  return <PreloadedIntlProvider locale={locale} messages={merged} {...props} />;
}

/**
 * Provides formatting with the kit's catalogue for `locale` and the app's messages over it. The
 * catalogue is downloaded on demand (its own chunk per locale), so a page pays for one language
 * of the five, not all of them; `fallback` shows meanwhile. An app that has the catalogue
 * already (server rendering, tests) passes it to `PreloadedIntlProvider` instead.
 */
export function IntlProvider({ fallback = null, ...props }: IntlProviderProps) {
  return (
    <Suspense fallback={fallback}>
      <LoadedIntlProvider {...props} />
    </Suspense>
  );
}

export function useIntl(): IntlShape<ReactNode> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('`useIntl` must be used within `IntlProvider`');
  return intl;
}
