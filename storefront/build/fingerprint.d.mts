export declare function sourceFingerprint(root: string, inputs: string[]): string;
