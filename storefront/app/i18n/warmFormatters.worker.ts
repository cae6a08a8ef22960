/// <reference lib="webworker" />
/**
 * Builds the storefront's first number, currency, plural and date formatters, and makes the
 * browser-locale lookups react-aria makes as its i18n module loads (the supported date
 * locales and the locale's likely script, for its text direction), and nothing else. ICU's
 * data, once loaded, is shared by the whole renderer process, so the page's own first use of
 * each then costs a millisecond instead of a long task on the main thread.
 */
import type { FormatterWarmup } from './warmFormatters';

addEventListener('message', ({ data: { locale, currency } }: MessageEvent<FormatterWarmup>) => {
  new Intl.NumberFormat(locale).format(1);
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale).format(0);
  for (const tag of new Set([locale, navigator.language])) {
    try {
      Intl.DateTimeFormat.supportedLocalesOf([tag]);
      new Intl.Locale(tag).maximize();
    } catch {
      // A browser language ICU cannot parse: react-aria falls back to en-US, warmed or not.
    }
  }
  postMessage('warm');
});
