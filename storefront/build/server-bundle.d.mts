export declare const repoRoot: string;
export declare const buildInputs: string[];
export declare const buildOutputs: string[];
export declare const stampFile: string;
export { sourceFingerprint } from './fingerprint.mjs';
export declare function buildIsCurrent(root?: string, fingerprint?: string): boolean;
export declare function bundleServer(options?: { root?: string; outdir?: string }): Promise<void>;
export declare function ensureBuilt(options?: { root?: string; log?: (message: string) => void }): Promise<boolean>;
