export type BudgetedRoute = { route: string; screen: string; budgetKb: number };
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
export declare const budgetedRoutes: BudgetedRoute[];
export declare function readManifest(appDir: string): ViteManifest;
export declare function firstLoadFiles(manifest: ViteManifest, screen: string, locale?: string): string[];
export declare function transferSizes(appDir: string, files: readonly string[]): { raw: number; gzip: number; brotli: number };
