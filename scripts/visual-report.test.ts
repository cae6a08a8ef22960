import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectVisualChanges, renderVisualReport, writeVisualReport, type VisualPaths } from './visual-report.mjs';
import { PNG } from './visual-test-support.ts';

/** A small solid-colour PNG, standing in for a story's screenshot. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

let root: string;
let paths: VisualPaths;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rigsmith-visual-report-'));
  paths = {
    baselines: path.join(root, 'baselines'),
    reportDir: path.join(root, 'report'),
    received: path.join(root, 'report', 'received'),
    diffs: path.join(root, 'report', 'diffs'),
  };
  for (const dir of [paths.baselines, paths.received, paths.diffs]) mkdirSync(dir, { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** What a failed run leaves: a baseline (unless the story is new), the new picture and its diff. */
function leaveFailure(id: string, { baseline = true } = {}) {
  if (baseline) writeFileSync(path.join(paths.baselines, `${id}.png`), solidPng(4, 3, [23, 71, 201]));
  writeFileSync(path.join(paths.received, `${id}-received.png`), solidPng(4, 3, [255, 122, 61]));
  if (baseline) writeFileSync(path.join(paths.diffs, `${id}-diff.png`), solidPng(4, 3, [255, 0, 0]));
}

describe('collectVisualChanges', () => {
  it('lists each picture the run could not match, with its theme, and copies its baseline beside the report', () => {
    leaveFailure('kit-button--primary--ember');
    leaveFailure('kit-button--primary');
    leaveFailure('kit-newthing--default', { baseline: false });
    writeFileSync(path.join(paths.baselines, 'kit-button--secondary.png'), solidPng(4, 3, [1, 2, 3]));

    const changes = collectVisualChanges(paths);

    expect(changes).toEqual([
      {
        id: 'kit-button--primary',
        theme: 'default',
        baseline: 'baseline/kit-button--primary.png',
        received: 'received/kit-button--primary-received.png',
        diff: 'diffs/kit-button--primary-diff.png',
      },
      {
        id: 'kit-button--primary--ember',
        theme: 'ember',
        baseline: 'baseline/kit-button--primary--ember.png',
        received: 'received/kit-button--primary--ember-received.png',
        diff: 'diffs/kit-button--primary--ember-diff.png',
      },
      { id: 'kit-newthing--default', theme: 'default', baseline: null, received: 'received/kit-newthing--default-received.png', diff: null },
    ]);
    const copied = readFileSync(path.join(paths.reportDir, 'baseline', 'kit-button--primary.png'));
    expect(PNG.sync.read(copied).data[0]).toBe(23);
  });

  it('finds nothing when every picture matched', () => {
    rmSync(paths.received, { recursive: true });
    expect(collectVisualChanges(paths)).toEqual([]);
    expect(writeVisualReport(paths)).toBeNull();
    expect(existsSync(path.join(paths.reportDir, 'index.html'))).toBe(false);
  });
});

describe('writeVisualReport', () => {
  it('writes a page with baseline, new picture and diff side by side and a wipe slider for each change', () => {
    leaveFailure('kit-button--primary');
    leaveFailure('kit-newthing--default', { baseline: false });

    const report = writeVisualReport(paths)!;

    expect(report.file).toBe(path.join(paths.reportDir, 'index.html'));
    expect(report.url).toMatch(/^file:\/\/.*\/report\/index\.html$/);
    const html = readFileSync(report.file, 'utf8');
    const section = html.slice(html.indexOf('<section id="change-0"'), html.indexOf('<section id="change-1"'));
    expect(section).toContain('<img src="baseline/kit-button--primary.png" alt="Baseline of kit-button--primary">');
    expect(section).toContain('<img src="received/kit-button--primary-received.png" alt="New picture of kit-button--primary">');
    expect(section).toContain('<img src="diffs/kit-button--primary-diff.png" alt="Changed pixels of kit-button--primary">');
    expect(section).toMatch(/<label>Baseline ⟷ new <input type="range"[^>]*aria-controls="wipe-0"/);
    // A new story has nothing to wipe against.
    const newStory = html.slice(html.indexOf('<section id="change-1"'));
    expect(newStory).toContain('No baseline: a new story.');
    expect(newStory).not.toContain('type="range"');
    // Every picture the page shows is a file beside it.
    for (const [, src] of html.matchAll(/<img src="([^"]+)"/g)) expect(existsSync(path.join(paths.reportDir, src!))).toBe(true);
  });

  it('escapes what it prints', () => {
    const html = renderVisualReport([{ id: 'a<b>"c', theme: 'default', baseline: null, received: 'received/x.png', diff: null }]);
    expect(html).toContain('a&#60;b&#62;&#34;c');
    expect(html).not.toContain('a<b>');
  });
});
