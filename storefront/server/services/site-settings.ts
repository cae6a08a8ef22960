import { AsyncLocalStorage } from 'node:async_hooks';
import type { CurrencyCode } from '@rigsmith/kit/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';
import type { CatalogueChanges } from './catalogue-changes';

/**
 * The site settings the shop computes money and dates with (SPEC §3 "Cart summary": the
 * shipping fee and its free threshold; the assembly fee and days of a build). A request
 * that needs several reads them in one statement (`loadSettings`) and passes them on, so
 * pricing a cart costs one settings query, not one per setting.
 */

export const SHIPPING_FEE_SETTING = 'shipping-fee';
export const FREE_SHIPPING_SETTING = 'free-shipping-threshold';
/** The fee for assembling and testing a custom build, per currency (VAT included). */
export const ASSEMBLY_FEE_SETTING = 'assembly-fee';
/** Working days to assemble and test a build once its parts are in. */
export const ASSEMBLY_DAYS_SETTING = 'assembly-days';

/** Used when the settings are missing: £9.95 / €11.95, free from £100 / €120. */
export const DEFAULT_SHIPPING_FEE: Record<CurrencyCode, number> = { gbp: 995, eur: 1195 };
export const DEFAULT_FREE_SHIPPING_THRESHOLD: Record<CurrencyCode, number> = { gbp: 10000, eur: 12000 };
/** Used when the setting is missing: £99 / €119. */
export const DEFAULT_ASSEMBLY_FEE: Record<CurrencyCode, number> = { gbp: 9900, eur: 11900 };
export const DEFAULT_ASSEMBLY_DAYS = 2;

/** The settings the cart summary and the offers read: everything that prices a cart. */
export const PRICING_SETTINGS = [SHIPPING_FEE_SETTING, FREE_SHIPPING_SETTING, ASSEMBLY_FEE_SETTING, ASSEMBLY_DAYS_SETTING] as const;

export type SettingValue = { value: string; byCurrency: Partial<Record<CurrencyCode, string>> | null };

/** Settings read at one moment, by slug; a slug the shop has no row for is absent. */
export type Settings = ReadonlyMap<string, SettingValue>;

/**
 * The settings a process has read, kept until the catalogue changes: every offer of a build
 * and every summary prices with them, and they change only when staff edit them, whose
 * commit moves `CatalogueChanges` on in every process (site_settings has the catalogue's
 * trigger), so a cart call reads them from here instead of running a statement. No route
 * writes a setting and then prices in the same transaction, which would read the old ones.
 *
 * Unlike the read cache, a miss is never shared between requests: the read may run inside
 * a request's transaction, and a request waiting on another's transaction while holding a
 * connection of its own could leave none free (PGlite has one).
 */
export type SettingsCache = {
  /** The settings `read` answers for these slugs, or the ones kept since the last catalogue change. */
  get: (slugs: readonly string[], read: () => Promise<Settings>) => Promise<Settings>;
};

export function createSettingsCache(changes: CatalogueChanges): SettingsCache {
  let version = -1;
  // Keyed by the slug list: only a few lists exist (the pricing settings, the assembly ones).
  const kept = new Map<string, Settings>();
  return {
    async get(slugs, read) {
      if (!changes.live()) return read();
      const now = changes.version();
      if (now !== version) {
        kept.clear();
        version = now;
      }
      const key = slugs.join('\n');
      const known = kept.get(key);
      if (known) return known;
      const settings = await read();
      // Read while a change landed: it may hold the old values, so it is this request's alone.
      if (changes.live() && changes.version() === now && version === now) kept.set(key, settings);
      return settings;
    },
  };
}

/** The cache of the request under way: services take only a database handle, so it follows the request's promises. */
const requestCache = new AsyncLocalStorage<SettingsCache>();

/** Runs `work` (a request) with `cache` serving its `loadSettings` calls. */
export function withSettingsCache<T>(cache: SettingsCache, work: () => T): T {
  return requestCache.run(cache, work);
}

/** The settings with these slugs, from the request's cache when it has one. */
export async function loadSettings(db: Database, slugs: readonly string[]): Promise<Settings> {
  const cache = requestCache.getStore();
  if (!cache) return readSettings(db, slugs);
  // The offers' assembly settings are among the pricing ones: one entry serves both.
  const wanted = slugs.every((slug) => (PRICING_SETTINGS as readonly string[]).includes(slug)) ? PRICING_SETTINGS : slugs;
  return cache.get(wanted, () => readSettings(db, wanted));
}

async function readSettings(db: Database, slugs: readonly string[]): Promise<Settings> {
  const rows = await db
    .select({ slug: siteSettings.slug, value: siteSettings.value, byCurrency: siteSettings.valueByCurrency })
    .from(siteSettings)
    .where(inArray(siteSettings.slug, [...slugs]));
  return new Map(rows.map(({ slug, ...value }) => [slug, value]));
}

/** A money setting in a currency (minor units), or the fallback when it is missing or malformed. */
export function moneyFrom(settings: Settings, slug: string, currency: CurrencyCode, fallback: number): number {
  const row = settings.get(slug);
  const value = Number(row?.byCurrency?.[currency] ?? row?.value);
  return Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

export function assemblyFeeFrom(settings: Settings, currency: CurrencyCode): number {
  return moneyFrom(settings, ASSEMBLY_FEE_SETTING, currency, DEFAULT_ASSEMBLY_FEE[currency]);
}

/** A whole number of days, digits only; anything else (empty, negative, fractional) falls back to the default. */
const WHOLE_DAYS = /^[0-9]{1,4}$/;

export function assemblyDaysFrom(settings: Settings): number {
  const value = settings.get(ASSEMBLY_DAYS_SETTING)?.value;
  return value !== undefined && WHOLE_DAYS.test(value) ? Number(value) : DEFAULT_ASSEMBLY_DAYS;
}

/**
 * `assemblyDaysFrom` as an SQL expression (the same rule), for a statement that needs the
 * assembly days without reading the settings first (`refreshStockFlags`).
 */
export const assemblyDaysSql = sql<number>`coalesce((select case when ${siteSettings.value} ~ ${WHOLE_DAYS.source} then ${siteSettings.value}::integer end
  from ${siteSettings} where ${siteSettings.slug} = ${ASSEMBLY_DAYS_SETTING}), ${DEFAULT_ASSEMBLY_DAYS})`;

export async function assemblyDays(db: Database): Promise<number> {
  return assemblyDaysFrom(await loadSettings(db, [ASSEMBLY_DAYS_SETTING]));
}
