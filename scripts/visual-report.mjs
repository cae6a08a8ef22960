// The visual review page: after a stories run, every picture that did not match its baseline
// is listed in .reports/visual/index.html with the baseline, the new picture and the diff side
// by side, and a slider that wipes from one to the other. The page is plain HTML with the PNGs
// copied beside it, so a designer can open it from disk, zip it or attach it to a review.
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const RECEIVED_SUFFIX = '-received.png';
const DIFF_SUFFIX = '-diff.png';

/**
 * @typedef {{ id: string, theme: string, baseline: string | null, received: string, diff: string | null }} VisualChange
 * `baseline`, `received` and `diff` are paths relative to the report's folder.
 */

/** The theme a snapshot identifier was shot under: `<story id>--<theme>` for a second theme. */
function themeOf(id, themes) {
  const theme = themes.find((name) => id.endsWith(`--${name}`));
  return theme ?? 'default';
}

/**
 * Lists the pictures a run left in `<reportDir>/received` (jest-image-snapshot writes one only
 * when the comparison fails) and copies each one's baseline into `<reportDir>/baseline`.
 * @param {{ reportDir: string, received: string, diffs: string, baselines: string }} paths
 * @param {{ themes?: string[] }} [options] second themes, named as identifier suffixes
 * @returns {VisualChange[]} sorted by identifier
 */
export function collectVisualChanges(paths, { themes = ['ember'] } = {}) {
  if (!existsSync(paths.received)) return [];
  const relative = (file) => path.relative(paths.reportDir, file).split(path.sep).join('/');
  const changes = [];
  const ids = readdirSync(paths.received)
    .filter((name) => name.endsWith(RECEIVED_SUFFIX))
    .map((name) => name.slice(0, -RECEIVED_SUFFIX.length))
    .sort();
  for (const id of ids) {
    const baselineSource = path.join(paths.baselines, `${id}.png`);
    let baseline = null;
    if (existsSync(baselineSource)) {
      // A copy, so the report still shows the old picture after `--update` rewrites the baseline.
      const copy = path.join(paths.reportDir, 'baseline', `${id}.png`);
      mkdirSync(path.dirname(copy), { recursive: true });
      copyFileSync(baselineSource, copy);
      baseline = relative(copy);
    }
    const diffFile = path.join(paths.diffs, `${id}${DIFF_SUFFIX}`);
    changes.push({
      id,
      theme: themeOf(id, themes),
      baseline,
      received: relative(path.join(paths.received, `${id}${RECEIVED_SUFFIX}`)),
      diff: existsSync(diffFile) ? relative(diffFile) : null,
    });
  }
  return changes;
}

const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One changed picture: three images side by side, then the wipe slider over baseline and new. */
function section(change, index) {
  const id = escapeHtml(change.id);
  const img = (src, alt) => (src ? `<img src="${escapeHtml(src)}" alt="${alt}">` : '<p class="missing">No baseline: a new story.</p>');
  const slider =
    change.baseline === null
      ? ''
      : `
    <label>Baseline ⟷ new <input type="range" min="0" max="100" value="50" aria-controls="wipe-${index}" data-wipe></label>
    <div class="wipe" id="wipe-${index}" style="--wipe: 50%">
      <img src="${escapeHtml(change.baseline)}" alt="">
      <img class="wipe-new" src="${escapeHtml(change.received)}" alt="">
    </div>`;
  return `
  <section id="change-${index}" aria-labelledby="title-${index}">
    <h2 id="title-${index}"><code>${id}</code> <span class="theme">${escapeHtml(change.theme)} theme</span></h2>
    <div class="side-by-side">
      <figure><figcaption>Baseline</figcaption>${img(change.baseline, `Baseline of ${id}`)}</figure>
      <figure><figcaption>New</figcaption>${img(change.received, `New picture of ${id}`)}</figure>
      <figure><figcaption>Diff (changed pixels in red)</figcaption>${img(change.diff, `Changed pixels of ${id}`)}</figure>
    </div>${slider}
  </section>`;
}

/**
 * Renders the review page for the given changes.
 * @param {VisualChange[]} changes
 * @param {{ title?: string }} [options]
 */
export function renderVisualReport(changes, { title = 'Rigsmith visual review' } = {}) {
  const list = changes.map((change, index) => `<li><a href="#change-${index}"><code>${escapeHtml(change.id)}</code></a></li>`).join('\n      ');
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem; max-width: 120rem; color: #16181d; }
    h2 { font-size: 1.1rem; margin: 2.5rem 0 0.75rem; }
    .theme { font-weight: normal; color: #4a4f5a; }
    .side-by-side { display: grid; grid-template-columns: repeat(3, 1fr); gap: 1rem; align-items: start; }
    figure { margin: 0; }
    figcaption { font-weight: 600; margin-bottom: 0.25rem; }
    img { display: block; max-width: 100%; border: 1px solid #c7cbd3; }
    .missing { padding: 2rem 1rem; border: 1px dashed #c7cbd3; }
    .wipe { position: relative; display: inline-block; margin-top: 0.5rem; max-width: 100%; }
    .wipe img + img { position: absolute; inset: 0; }
    .wipe-new { clip-path: inset(0 calc(100% - var(--wipe)) 0 0); }
    .wipe::after { content: ''; position: absolute; top: 0; bottom: 0; left: var(--wipe); border-left: 2px solid #d1246b; }
    label { display: block; margin-top: 1rem; }
    input[type='range'] { width: min(40rem, 100%); vertical-align: middle; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    <p>${changes.length} ${changes.length === 1 ? 'picture differs' : 'pictures differ'} from ${changes.length === 1 ? 'its baseline' : 'their baselines'}.
      If a change is intended, retake the baselines (see CONTRIBUTING.md, "Visual review"); otherwise fix the code.</p>
    <ol>
      ${list}
    </ol>
    ${changes.map(section).join('\n')}
  </main>
  <script>
    // The slider uncovers the new picture from the left over the baseline.
    for (const input of document.querySelectorAll('[data-wipe]')) {
      const wipe = document.getElementById(input.getAttribute('aria-controls'));
      input.addEventListener('input', () => wipe.style.setProperty('--wipe', input.value + '%'));
    }
  </script>
</body>
</html>
`;
}

/**
 * Writes `<reportDir>/index.html` when the run left changed pictures.
 * @param {{ reportDir: string, received: string, diffs: string, baselines: string }} paths
 * @returns {{ file: string, url: string, changes: VisualChange[] } | null} null when nothing changed
 */
export function writeVisualReport(paths) {
  const changes = collectVisualChanges(paths);
  if (changes.length === 0) return null;
  const file = path.join(paths.reportDir, 'index.html');
  writeFileSync(file, renderVisualReport(changes));
  return { file, url: pathToFileURL(file).href, changes };
}
