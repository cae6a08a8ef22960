/// <reference lib="webworker" />
/**
 * Builds the storefront's first number, currency and plural formatters, and nothing else.
 * ICU's locale data, once loaded, is shared by the whole renderer process, so a page's own
 * first formatter then costs a millisecond instead of a long task on the main thread.
 */
import type { FormatterWarmup } from './warmFormatters';

addEventListener('message', ({ data: { locale, currency } }: MessageEvent<FormatterWarmup>) => {
  new Intl.NumberFormat(locale).format(1);
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1);
  new Intl.PluralRules(locale).select(1);
  postMessage('warm');
});
