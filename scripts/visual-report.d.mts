export type VisualPaths = { reportDir: string; received: string; diffs: string; baselines: string };
export type VisualChange = { id: string; theme: string; baseline: string | null; received: string; diff: string | null };

export declare function collectVisualChanges(paths: VisualPaths, options?: { themes?: string[] }): VisualChange[];
export declare function renderVisualReport(changes: VisualChange[], options?: { title?: string }): string;
export declare function writeVisualReport(paths: VisualPaths): { file: string; url: string; changes: VisualChange[] } | null;
