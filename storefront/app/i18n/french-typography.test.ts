import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// French typography in every French text the shop shows or sends (the kit's and the
// storefront's catalogues, the server's messages): a narrow no-break space (U+202F) before
// the high punctuation : ; ! ? — never an ordinary space, which lets the sign wrap onto the
// next line alone — and one apostrophe, the typographic ’ (the straight ' is also ICU's
// quoting character).

// jsdom gives modules an http: URL, so the root comes from this file's folder instead.
const repoRoot = resolve(__dirname, '../../..');
const catalogueRoots = ['kit/src/i18n/messages', 'storefront/app/i18n/messages', 'storefront/server/messages'];

function frenchCatalogues(): { file: string; messages: Record<string, string> }[] {
  const found: { file: string; messages: Record<string, string> }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'fr-FR.json') found.push({ file: path, messages: JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) });
    }
  };
  for (const root of catalogueRoots) walk(root);
  return found;
}

/** What is wrong with one French text, if anything. */
function frenchTypographyProblems(text: string): string[] {
  const problems: string[] = [];
  // ICU number skeletons (`::.0`), URLs (`https://`) and times (`10:30`) are not punctuation.
  const signs = /(.)([;!?]|:(?![/\d]))/gu;
  for (const [, before, sign] of text.replace(/::[^\s}]*/g, '').matchAll(signs)) {
    if (before !== '\u202f') problems.push(`“${before}${sign}”: a narrow no-break space goes before “${sign}”`);
  }
  if (/\p{L}'\p{L}/u.test(text)) problems.push('a straight apostrophe: write ’');
  return problems;
}

describe('French typography', () => {
  it('knows a right text from a wrong one', () => {
    expect(frenchTypographyProblems('Prix\u202f: croissant\u202f! Délai d’expédition {rating, number, ::.0} https://rigsmith.fr à 10:30')).toEqual(
      [],
    );
    expect(frenchTypographyProblems('Prix : croissant')).toHaveLength(1);
    expect(frenchTypographyProblems('Mot de passe oublié?')).toHaveLength(1);
    expect(frenchTypographyProblems("Délai d'expédition")).toEqual(['a straight apostrophe: write ’']);
  });

  const catalogues = frenchCatalogues();
  it('finds the French catalogues', () => expect(catalogues.length).toBeGreaterThanOrEqual(10));

  it.each(catalogues.map((catalogue) => [catalogue.file, catalogue.messages] as const))('%s', (_file, messages) => {
    const problems = Object.entries(messages).flatMap(([id, text]) => frenchTypographyProblems(text).map((problem) => `${id}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
