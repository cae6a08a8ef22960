// What the visual tests borrow from jest-image-snapshot, the library the stories run compares
// with: its own pngjs (resolved through it, so the tests read and write PNGs exactly as it does)
// and its comparison function, so a test judges pictures with the stories run's own code.
import { createRequire } from 'node:module';

export type Png = { width: number; height: number; data: Buffer };
type PngModule = {
  PNG: {
    new (options: { width: number; height: number }): Png;
    sync: { read(buffer: Buffer): Png; write(png: Png): Buffer };
  };
};
export type DiffResult = { pass?: boolean; added?: boolean; diffPixelCount?: number; diffOutputPath?: string; receivedSnapshotPath?: string };
type DiffSnapshotModule = { diffImageToSnapshot(options: Record<string, unknown>): DiffResult };

const require = createRequire(import.meta.url);
const fromSnapshotLibrary = createRequire(require.resolve('jest-image-snapshot'));

export const { PNG } = fromSnapshotLibrary('pngjs') as PngModule;
export const { diffImageToSnapshot } = require('jest-image-snapshot/src/diff-snapshot') as DiffSnapshotModule;
