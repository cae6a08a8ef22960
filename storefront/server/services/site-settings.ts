import type { CurrencyCode } from '@rigsmith/kit/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteSettings } from '../db/schema';

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

export async function loadSettings(db: Database, slugs: readonly string[]): Promise<Settings> {
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
