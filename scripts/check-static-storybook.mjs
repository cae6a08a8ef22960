// The static Storybook must work from any plain static server, as a brand team hosts it:
// exact files only (like `python3 -m http.server`), from a sub-folder rather than the site's
// root, and behind `npx serve`, whose clean URLs redirect `iframe.html` to `iframe`. Each
// check fetches what the manager and the preview load; a broken path shows "No Preview".
import http from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import handler from 'serve-handler';

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** A server that knows nothing but files, mounted under `prefix`: no rewrites, no redirects. */
function plainServer(folder, prefix) {
  const root = path.resolve(folder);
  return http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    let file = decodeURIComponent(pathname);
    if (!file.startsWith(prefix)) return void response.writeHead(404).end();
    file = path.join(root, file.slice(prefix.length));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
    } catch {
      response.writeHead(404).end();
    }
  });
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

/** The local files a page loads (scripts, styles, module preloads), as URLs against the page. */
function assetsOf(html, pageUrl) {
  return [...html.matchAll(/\s(?:src|href)="([^"#]+)"/g)]
    .map(([, reference]) => reference)
    .filter((reference) => !/^(?:[a-z]+:)?\/\//i.test(reference) && !reference.startsWith('data:') && !reference.startsWith('?'))
    .map((reference) => new URL(reference, pageUrl));
}

/** Checks one way of serving; returns the problems found. */
async function checkServing(base, storyId) {
  const problems = [];
  const get = async (url) => {
    const response = await fetch(url, { redirect: 'follow' });
    return { response, text: response.ok ? await response.text() : '' };
  };
  const index = await get(new URL('index.json', base));
  if (!index.response.ok) problems.push(`index.json: ${index.response.status}`);
  const manager = await get(new URL('index.html', base));
  if (!manager.response.ok) problems.push(`index.html: ${manager.response.status}`);
  const iframe = await get(new URL(`iframe.html?id=${storyId}&viewMode=story`, base));
  if (!iframe.response.ok) problems.push(`iframe.html: ${iframe.response.status}`);
  else {
    // Redirects (clean URLs) must keep the story's id, and land on the preview, not the manager.
    if (!new URL(iframe.response.url).searchParams.has('id')) problems.push(`iframe.html lost its query on the way to ${iframe.response.url}`);
    if (!iframe.text.includes('storybook-root')) problems.push(`iframe.html answered with another page (${iframe.response.url})`);
  }
  for (const [page, { response, text }] of [
    ['index.html', manager],
    ['iframe.html', iframe],
  ]) {
    for (const asset of assetsOf(text, response.url)) {
      const answer = await fetch(asset);
      if (!answer.ok) problems.push(`${page} loads ${asset.pathname}: ${answer.status}`);
      else if (asset.pathname.endsWith('.js') && !/javascript/.test(answer.headers.get('content-type') ?? '')) {
        problems.push(`${page} loads ${asset.pathname} as ${answer.headers.get('content-type')}`);
      }
      await answer.body?.cancel();
    }
  }
  return problems;
}

/** Serves `folder` three ways and checks each; resolves with every problem, labelled. */
export async function checkStaticStorybook(folder) {
  const index = JSON.parse(await readFile(path.join(folder, 'index.json'), 'utf8'));
  const story = Object.values(index.entries).find((entry) => entry.type === 'story');
  if (!story) return ['index.json lists no story'];
  const problems = [];
  const plain = plainServer(folder, '/design/storybook/');
  // The `serve` CLI reads serve.json from the folder it serves and hands it to serve-handler.
  const serveJson = await readFile(path.join(folder, 'serve.json'), 'utf8').then(JSON.parse, () => ({}));
  const serve = http.createServer((request, response) => handler(request, response, { ...serveJson, public: folder }));
  try {
    const plainUrl = await listen(plain);
    for (const problem of await checkServing(`${plainUrl}/design/storybook/`, story.id)) problems.push(`plain file server, sub-folder: ${problem}`);
    const serveUrl = await listen(serve);
    for (const problem of await checkServing(`${serveUrl}/`, story.id)) problems.push(`serve (clean URLs): ${problem}`);
  } finally {
    plain.close();
    serve.close();
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkStaticStorybook(process.argv[2] ?? process.env.STORYBOOK_DIR ?? 'storybook-static');
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'The static Storybook works from a plain static server.' : `${problems.length} problem(s).`);
  process.exit(problems.length === 0 ? 0 : 1);
}
