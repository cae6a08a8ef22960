// A deliberate visual change must fail the stories run and reach the designer's report: the
// accent token is changed in scratch renders of real stories (their committed baselines with
// every accent pixel repainted, as the token change paints them), compared with the stories
// run's own rule, and the report must list exactly the stories that use the accent.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { visualPaths, visualSnapshotOptions } from './visual-options.cjs';
import { writeVisualReport, type VisualPaths } from './visual-report.mjs';
import { PNG, diffImageToSnapshot, type DiffResult } from './visual-test-support.ts';

/** The default theme's accent, read from the theme itself so the test follows the token. */
const accent = /accent: '#([0-9a-f]{6})'/i.exec(readFileSync(path.resolve('kit/src/theme/themes/default.css.ts'), 'utf8'))![1]!;
/** A nearby blue: the kind of change a reviewer could miss by eye but a brand team would not. */
const changedAccent = '1f4fd6';

/** Stories that paint the accent (a filled and an outlined button), then three that do not. */
const usesAccent = ['kit-button--primary', 'kit-button--secondary'];
const stories = [...usesAccent, 'kit-button--danger', 'kit-pricetag--plain', 'kit-ratingsummary--rated'];

const rgb = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** Repaints every pixel of exactly the accent colour; returns the new PNG and how many changed. */
function withAccentChanged(file: string): { image: Buffer; repainted: number } {
  const png = PNG.sync.read(readFileSync(file));
  const [r, g, b] = rgb(accent);
  const [nr, ng, nb] = rgb(changedAccent);
  let repainted = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i] === r && png.data[i + 1] === g && png.data[i + 2] === b) {
      png.data[i] = nr!;
      png.data[i + 1] = ng!;
      png.data[i + 2] = nb!;
      repainted++;
    }
  }
  return { image: PNG.sync.write(png), repainted };
}

let root: string;
let paths: VisualPaths;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rigsmith-visual-change-'));
  paths = {
    baselines: path.join(root, 'baselines'),
    reportDir: path.join(root, 'report'),
    received: path.join(root, 'report', 'received'),
    diffs: path.join(root, 'report', 'diffs'),
  };
  mkdirSync(paths.baselines, { recursive: true });
  for (const id of stories) copyFileSync(path.join(visualPaths.baselines, `${id}.png`), path.join(paths.baselines, `${id}.png`));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('fails the stories that use a changed token and lists exactly them in the report', () => {
  const results: Record<string, DiffResult & { repainted: number }> = {};
  for (const id of stories) {
    const { image, repainted } = withAccentChanged(path.join(paths.baselines, `${id}.png`));
    // The options the stories run passes to jest-image-snapshot, pointed at the scratch folders.
    const result = diffImageToSnapshot({
      receivedImageBuffer: image,
      snapshotIdentifier: id,
      snapshotsDir: paths.baselines,
      receivedDir: paths.received,
      receivedPostfix: visualSnapshotOptions.customReceivedPostfix,
      diffDir: paths.diffs,
      storeReceivedOnFailure: visualSnapshotOptions.storeReceivedOnFailure,
      onlyDiff: visualSnapshotOptions.onlyDiff,
      comparisonMethod: visualSnapshotOptions.comparisonMethod,
      customDiffConfig: visualSnapshotOptions.customDiffConfig,
      failureThreshold: visualSnapshotOptions.failureThreshold,
      failureThresholdType: visualSnapshotOptions.failureThresholdType,
    });
    results[id] = { ...result, repainted };
  }

  for (const id of usesAccent) {
    expect(results[id]!.repainted, `${id} paints the accent`).toBeGreaterThan(0);
    expect(results[id]!.pass, `${id} fails`).toBe(false);
    // The repainted pixels count, bar a few at glyph edges and rounded corners that pixelmatch
    // takes for anti-aliasing: the change is not waved through as noise.
    expect(results[id]!.diffPixelCount).toBeGreaterThan(results[id]!.repainted * 0.9);
  }
  for (const id of stories.filter((story) => !usesAccent.includes(story))) {
    expect(results[id]!.repainted, `${id} has no accent pixel`).toBe(0);
    expect(results[id]!.pass, `${id} passes`).toBe(true);
  }

  const report = writeVisualReport(paths)!;
  expect(report.changes.map((change) => change.id)).toEqual(usesAccent);
  const html = readFileSync(report.file, 'utf8');
  for (const id of stories) expect(html.includes(`<code>${id}</code>`), id).toBe(usesAccent.includes(id));
});
