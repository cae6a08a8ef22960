/** `messages`: the route's group of strings (storefront/app/i18n/messageGroups.ts); `rest` when absent. */
export type BudgetedRoute = { route: string; screen: string; messages?: string; budgetKb: number };
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
export declare const budgetedRoutes: BudgetedRoute[];
export declare function readManifest(appDir: string): ViteManifest;
export declare function firstLoadFiles(manifest: ViteManifest, screen: string, messages?: string, locale?: string): string[];
export declare function transferSizes(appDir: string, files: readonly string[]): { raw: number; gzip: number; brotli: number };
