import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';

export declare const visualPaths: { baselines: string; reportDir: string; received: string; diffs: string };
export declare const visualSnapshotOptions: MatchImageSnapshotOptions;
