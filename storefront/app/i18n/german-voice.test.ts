import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// German addresses the customer as *Sie* everywhere (SPEC: "German addresses the customer as
// Sie"). This scans every German text the shop shows or sends — the kit's and the storefront's
// catalogues, the server's messages (error answers and the emails built from them) and the
// German fields of the seeded catalogue (model introductions) — for informal (*du*/*ihr*) forms.

// jsdom gives modules an http: URL, so the root comes from this file's folder instead.
const repoRoot = resolve(__dirname, '../../..');

/** Folders whose `de-DE.json` files are German catalogues. */
const catalogueRoots = ['kit/src/i18n/messages', 'storefront/app/i18n/messages', 'storefront/server/messages'];
/** Seeded content with per-locale fields (`{ "de-DE": "…" }`). */
const seedRoot = 'storefront/server/db/seed/catalogue';

// Word-boundary lists: a letter (any script) must not touch either end of the match.
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'giu');

const informalPatterns: { name: string; pattern: RegExp }[] = [
  // Personal and possessive pronouns of the second person, singular and plural.
  { name: 'pronoun', pattern: word('du|dich|dir|dein\\p{L}*|euch|euer|eur(?:e|en|em|er|es)') },
  // Lower-case "ihr" standalone is the plural "you" (the formal "Ihr" is capitalised); the
  // dative "her"/"it" reading is allow-listed where it occurs.
  { name: 'ihr', pattern: /(?<![\p{L}\p{N}])ihr(?![\p{L}\p{N}])/gu },
  { name: 'ihr + verb', pattern: word('ihr (?:habt|seid|könnt|müsst|wollt|solltet|werdet|findet|bekommt)') },
  // Second-person singular verb forms a shop would write ("Du hast", "kannst").
  {
    name: 'verb (du)',
    pattern: word(
      'hast|bist|kannst|willst|musst|sollst|möchtest|brauchst|bekommst|erhältst|findest|siehst|wählst|gibst|zahlst|sparst|spielst|bestellst',
    ),
  },
  // Informal imperatives (the formal ones are "Geben Sie", "Melden Sie sich", …). Nouns that
  // share a spelling ("Suche", "Spiele", "Versuche", "Teile") are matched only in a verb phrase.
  {
    name: 'imperative',
    pattern: word(
      [
        'gib',
        'nimm',
        'sieh',
        'lies',
        'hilf',
        'melde',
        'wähle',
        'wähl',
        'erstelle',
        'fordere',
        'nutze',
        'öffne',
        'klicke',
        'klick',
        'tippe',
        'prüfe',
        'gehe',
        'geh',
        'sende',
        'schicke',
        'schreib',
        'schreibe',
        'speichere',
        'bestätige',
        'entscheide',
        'entdecke',
        'vergleiche',
        'bestelle',
        'kaufe',
        'lege',
        'leg',
        'trage',
        'ändere',
        'lösche',
        'füge',
        'kontaktiere',
        'warte',
        'schau',
        'hol',
        'hole',
        'starte',
        'probiere',
        'versuche es',
        'suche nach',
        'teile (?:uns|ihn|sie|es)',
      ].join('|'),
    ),
  },
];

/**
 * Known false positives, each with why it is not an informal form: `file#key` → the word.
 * Keep this short and explicit; a new entry needs a German reading that is not informal.
 */
const allowed: Record<string, string[]> = {
  // "Geben Sie ihr einen Namen": dative of "sie" (the configuration), not the plural "you".
  'kit/src/i18n/messages/configurator/de-DE.json#configurator.saveDraft.description': ['ihr'],
};

type GermanText = { where: string; text: string };

function germanCatalogues(): GermanText[] {
  return catalogueRoots.flatMap((root) =>
    (readdirSync(join(repoRoot, root), { recursive: true }) as string[])
      .filter((file) => file.endsWith('de-DE.json'))
      .flatMap((file) => {
        const path = join(root, file);
        const messages = JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Record<string, string>;
        return Object.entries(messages).map(([key, text]) => ({ where: `${path}#${key}`, text }));
      }),
  );
}

function germanSeedFields(): GermanText[] {
  const found: GermanText[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'de-DE' && typeof inner === 'string') found.push({ where: `${path}.${key}`, text: inner });
        else walk(inner, `${path}.${key}`);
      }
  };
  for (const file of readdirSync(join(repoRoot, seedRoot)).filter((name) => name.endsWith('.json'))) {
    const path = join(seedRoot, file);
    walk(JSON.parse(readFileSync(join(repoRoot, path), 'utf8')), `${path}#`);
  }
  return found;
}

/** The informal forms in one text, as `pattern: word` strings. */
function informalForms(text: string): string[] {
  return informalPatterns.flatMap(({ name, pattern }) => [...text.matchAll(pattern)].map((match) => `${name}: ${match[0]}`));
}

function violations(texts: GermanText[]) {
  return texts.flatMap(({ where, text }) => {
    const allowedWords = allowed[where] ?? [];
    const forms = informalForms(text).filter((form) => !allowedWords.includes(form.slice(form.indexOf(': ') + 2)));
    return forms.length ? [`${where}: ${forms.join(', ')} — ${text}`] : [];
  });
}

describe('German voice (Sie)', () => {
  it('recognises informal forms and leaves formal ones alone', () => {
    expect(informalForms('Melde dich an, um deine Bestellungen zu sehen.')).toEqual(['pronoun: dich', 'pronoun: deine', 'imperative: Melde']);
    expect(informalForms('Du hast noch nichts gespeichert. Versuche es später erneut.')).toEqual([
      'pronoun: Du',
      'verb (du): hast',
      'imperative: Versuche es',
    ]);
    expect(informalForms('Gib uns Bescheid, ihr bekommt eine E-Mail von euch.')).toEqual([
      'pronoun: euch',
      'ihr: ihr',
      'ihr + verb: ihr bekommt',
      'imperative: Gib',
    ]);
    expect(informalForms('Melden Sie sich an, um Ihre Bestellungen zu sehen. Versuchen Sie es erneut.')).toEqual([]);
    expect(informalForms('Spiele suchen · Suche läuft… · Zu viele Versuche · Direktversand · Ihr Warenkorb')).toEqual([]);
  });

  it('finds every German catalogue it is meant to scan', () => {
    const files = new Set(germanCatalogues().map(({ where }) => where.split('#')[0]));
    // Core, configurator, commerce, cms, support, back-office and review catalogues of the kit,
    // the app and the server.
    expect(files.size).toBe(19);
    expect(germanSeedFields().length).toBeGreaterThan(0);
  });

  it('no catalogue (app, kit, server messages and emails) uses du or ihr', () => {
    expect(violations(germanCatalogues())).toEqual([]);
  });

  it('no seeded German content (model introductions) uses du or ihr', () => {
    expect(violations(germanSeedFields())).toEqual([]);
  });

  it('every allow-listed false positive still exists, so the list stays short', () => {
    const texts = new Map([...germanCatalogues(), ...germanSeedFields()].map(({ where, text }) => [where, text]));
    for (const [where, words] of Object.entries(allowed))
      for (const allowedWord of words) expect(informalForms(texts.get(where) ?? '')).toContainEqual(expect.stringContaining(`: ${allowedWord}`));
  });
});
