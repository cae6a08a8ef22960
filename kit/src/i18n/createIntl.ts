import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
// Only the formatter: the IntlMessageFormat class (its locale resolution, config merging and
// memoised formatter caches) is never called here, so pages do not download it.
import { formatToParts, PART_TYPE, type Formats, type FormatXMLElementFn, type MessageFormatPart, type PrimitiveType } from 'intl-messageformat';
import { icuDefaultFormats } from './icuDefaultFormats';

/** A message as ICU syntax elements (what `@formatjs/cli compile --ast` writes). */
type MessageTree = MessageFormatElement[];
/** An ICU message string, or its AST when precompiled at build time. */
export type IntlMessage = string | MessageTree;

/** A message by its catalogue id; `defaultMessage` is used when the catalogue lacks the id. */
export type MessageDescriptor = { id: string; defaultMessage?: IntlMessage; description?: string };

/** A catalogue: messages by id. */
export type IntlMessages = Record<string, IntlMessage>;

/** Why a message could not be shown as written: its id is missing, or it failed to format. */
export class IntlError extends Error {
  constructor(
    readonly code: 'MISSING_TRANSLATION' | 'FORMAT_ERROR',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'IntlError';
  }
}

export type IntlConfig = {
  locale: string;
  messages: IntlMessages;
  /** Applied to every date, in messages and `formatDate`. @default 'UTC' */
  timeZone?: string;
  /** Called for a missing id or a message that fails to format; the id (or default message) is shown instead. */
  onError?: (error: IntlError) => void;
};

/**
 * The formatting the kit's components use: ICU messages (`intl-messageformat`) and the
 * platform's `Intl` formatters, for one locale. It replaces `@formatjs/intl`, whose wider
 * surface cost every page of a shop about 3.5 KB gz for formatters the kit never calls.
 */
export interface IntlShape<T = string> {
  readonly locale: string;
  readonly timeZone: string;
  readonly messages: IntlMessages;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType | FormatXMLElementFn<string, string>>): string;
  formatMessage<X extends T = T>(
    descriptor: MessageDescriptor,
    values?: Record<string, PrimitiveType | X | FormatXMLElementFn<X>>,
  ): string | X | Array<string | X>;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatNumberToParts(value: number | bigint, options?: Intl.NumberFormatOptions): Intl.NumberFormatPart[];
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string;
  formatDisplayName(code: string, options: Intl.DisplayNamesOptions): string | undefined;
}

/** Formatters are costly to build and pure, so each options set is built once per locale. */
function memo<A extends unknown[], R>(build: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = build(...args)));
    return value;
  };
}

/** ICU's named formats (`{n, number, percent}`, `{d, date, long}`), dates and times in the given time zone. */
function formatsIn(timeZone: string): Formats {
  const zoned = (styles: Record<string, Intl.DateTimeFormatOptions>) =>
    Object.fromEntries(Object.entries(styles).map(([name, style]) => [name, { ...style, timeZone }]));
  return { number: icuDefaultFormats.number, date: zoned(icuDefaultFormats.date), time: zoned(icuDefaultFormats.time) };
}

/** What `IntlMessageFormat#format` makes of a message's parts: one string when all are text, else text and elements. */
function joinParts<T>(parts: MessageFormatPart<T>[]): string | T | Array<string | T> {
  if (parts.length === 1) return parts[0]!.value;
  const joined: Array<string | T> = [];
  for (const part of parts) {
    const last = joined.length - 1;
    if (part.type === PART_TYPE.literal && typeof joined[last] === 'string') joined[last] += part.value as string;
    else joined.push(part.value);
  }
  return joined.length <= 1 ? (joined[0] ?? '') : joined;
}

export function createIntl<T = string>({ locale, messages, timeZone = 'UTC', onError = () => {} }: IntlConfig): IntlShape<T> {
  const numberFormat = memo((options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
  const dateFormat = memo((options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone, ...options }));
  const pluralRules = memo((options?: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options));
  const listFormat = memo((options?: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));
  const displayNames = memo((options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(locale, options));
  const formatters = {
    getNumberFormat: (_: unknown, options?: Intl.NumberFormatOptions) => numberFormat(options),
    getDateTimeFormat: (_: unknown, options?: Intl.DateTimeFormatOptions) => dateFormat(options),
    getPluralRules: (_: unknown, options?: Intl.PluralRulesOptions) => pluralRules(options),
  };
  const formats = formatsIn(timeZone);
  // Every message is formatted from its syntax tree with these shared formats and formatters,
  // not through an IntlMessageFormat of its own: each instance resolves the locale in its
  // constructor (Intl.NumberFormat.supportedLocalesOf, ~0.1 ms), once per message id, which
  // was the largest single cost of a customiser page's hydration on a phone. Precompiled
  // catalogues hold trees already; a string is parsed once per id (a default message each time).
  const trees = new Map<string, MessageTree>();
  // Parsed as IntlMessageFormat parses: tags on, the locale for skeletons' hour cycle.
  const treeOf = (message: IntlMessage): MessageTree => (typeof message === 'string' ? parse(message, { locale: new Intl.Locale(locale) }) : message);

  function formatMessage(
    { id, defaultMessage }: MessageDescriptor,
    values?: Record<string, PrimitiveType | T | FormatXMLElementFn<T>>,
  ): string | T | Array<string | T> {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message === undefined) onError(new IntlError('MISSING_TRANSLATION', `Missing message "${id}" for locale "${locale}"`));
    const source = message ?? defaultMessage;
    if (source !== undefined) {
      try {
        let tree = message === undefined ? treeOf(source) : trees.get(id);
        if (!tree) trees.set(id, (tree = treeOf(source)));
        return joinParts(formatToParts<T>(tree, locale, formatters, formats, values));
      } catch (error) {
        onError(new IntlError('FORMAT_ERROR', `Cannot format message "${id}" for locale "${locale}"`, { cause: error }));
      }
    }
    return typeof defaultMessage === 'string' ? defaultMessage : id;
  }

  return {
    locale,
    timeZone,
    messages,
    formatMessage: formatMessage as IntlShape<T>['formatMessage'],
    formatNumber: (value, options) => numberFormat(options).format(value),
    formatNumberToParts: (value, options) => numberFormat(options).formatToParts(value),
    formatDate: (value, options) => dateFormat(options).format(typeof value === 'string' ? new Date(value) : value),
    formatList: (values, options) => listFormat(options).format(values),
    formatDisplayName: (code, options) => displayNames(options).of(code),
  };
}
