/**
 * Checks the committed catalogue files: every part against the contract's shape, every
 * build's parts, prices and SPEC §8 compatibility (the kit's engine, through
 * ./compatibility.ts), and that case models, categories,
 * reviews and gallery pictures hang together. Exits non-zero with one line per problem:
 *
 *   node --import tsx storefront/server/db/seed/catalogue/validate.ts
 *
 * The checks are exported one by one for ./validate.test.ts (CI) and ./curate.ts.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseFinishes, isDigitalPart, partCategories, type Part } from '@rigsmith/kit/domain';
import type { z } from 'zod';
import { buildFacts, partPicture } from '../../../pictures/facts';
import { partPictures, partView, sideView } from '../../../pictures/illustrate';
import { buildProblems } from './compatibility';
import { buildPrice } from './pricing';
import {
  buildSchema,
  caseModelSchema,
  catalogueEntrySchema,
  categorySchema,
  reviewsFileSchema,
  type Build,
  type CaseModel,
  type CatalogueEntry,
  type Category,
  type ReviewsFile,
} from './schema';

export const catalogueDir = fileURLToPath(new URL('./', import.meta.url));
export const galleryDir = join(catalogueDir, 'gallery');
export const catalogueFiles = {
  parts: join(catalogueDir, 'parts.json'),
  builds: join(catalogueDir, 'builds.json'),
  caseModels: join(catalogueDir, 'case-models.json'),
  categories: join(catalogueDir, 'categories.json'),
  reviews: join(catalogueDir, 'reviews.json'),
};

/** The files as read, not yet trusted. */
export type CatalogueFiles = Record<keyof typeof catalogueFiles, unknown>;

export async function loadCatalogue(): Promise<CatalogueFiles> {
  const entries = await Promise.all(
    Object.entries(catalogueFiles).map(async ([key, path]) => [key, JSON.parse(await readFile(path, 'utf8'))] as const),
  );
  return Object.fromEntries(entries) as CatalogueFiles;
}

/** Parses each element of a list on its own, so one bad entry does not hide the others. */
function parseList<T>(label: string, schema: z.ZodType<T>, value: unknown, problems: string[]): T[] {
  if (!Array.isArray(value)) {
    problems.push(`${label}: not a list`);
    return [];
  }
  return value.flatMap((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return [result.data];
    const name =
      (item as { id?: string; reference?: string; slug?: string })?.id ??
      (item as { reference?: string })?.reference ??
      (item as { slug?: string })?.slug ??
      index;
    for (const issue of result.error.issues) problems.push(`${label} ${name}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
    return [];
  });
}

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/**
 * Parts: the contract's shape (every fact known), unique ids, prices ending in .99, stock that
 * fits the status (none for licences), one M.2 slot description per slot.
 */
export function checkParts(value: unknown): { parts: CatalogueEntry[]; problems: string[] } {
  const problems: string[] = [];
  const parts = parseList('part', catalogueEntrySchema, value, problems);
  for (const id of duplicates(parts.map((part) => part.id))) problems.push(`part ${id}: id used twice`);
  for (const part of parts) {
    const { prices, status, stock } = part.offer;
    if (prices.gbp % 100 !== 99 || prices.eur % 100 !== 99) problems.push(`part ${part.id}: prices must end in .99`);
    if (status === 'archived' && stock !== 0) problems.push(`part ${part.id}: an archived part has no stock`);
    if (isDigitalPart(part.category) && stock !== 0) problems.push(`part ${part.id}: a digital item (licence) holds no stock`);
    if (part.category === 'motherboard' && part.specs.m2SlotSupport.length !== part.specs.m2Slots)
      problems.push(`part ${part.id}: m2SlotSupport must describe each of its ${part.specs.m2Slots} M.2 slots`);
    if (part.category === 'storage' && (part.specs.formFactor === 'M.2') !== (part.specs.m2Size !== null))
      problems.push(`part ${part.id}: an M.2 drive, and only one, has an m2Size`);
    if (part.category === 'case') problems.push(...finishProblems(part.id, part.specs.colour));
  }
  return { parts, problems };
}

/**
 * A curated case states its finish (the pictures and the model page's colours read it), and
 * one named after a finish (`…-white`) is that finish: the id and the fact cannot disagree.
 */
function finishProblems(id: string, colour: string | undefined): string[] {
  if (!colour) return [`part ${id}: a curated case states its colour`];
  const named = caseFinishes.find((finish) => id.endsWith(`-${finish}`));
  return named && named !== colour ? [`part ${id}: named ${named} but its colour is ${colour}`] : [];
}

/** Builds: known, public, in-stock parts; prices summed from them; no compatibility blocker (`buildProblems`). */
export function checkBuilds(value: unknown, parts: CatalogueEntry[]): { builds: Build[]; problems: string[] } {
  const problems: string[] = [];
  const builds = parseList('build', buildSchema, value, problems);
  const byId = new Map(parts.map((part) => [part.id, part]));
  for (const reference of duplicates(builds.map((build) => build.reference))) problems.push(`build ${reference}: reference used twice`);
  for (const rank of duplicates(builds.map((build) => String(build.bestsellerRank)))) problems.push(`builds: bestseller rank ${rank} used twice`);
  for (const build of builds) {
    const say = (message: string) => problems.push(`build ${build.reference}: ${message}`);
    const lines = build.components.flatMap(({ partId, amount }) => {
      const part = byId.get(partId);
      if (!part) say(`unknown part ${partId}`);
      else if (part.offer.status !== 'public') say(`${partId} is ${part.offer.status}`);
      else if (part.offer.stock === 0 && !isDigitalPart(part.category)) say(`${partId} is out of stock`);
      return part ? [{ part, amount }] : [];
    });
    if (lines.length !== build.components.length) continue;
    for (const problem of buildProblems(lines.map(({ part, amount }) => ({ part: part as Part, amount })))) say(problem);
    const expected = buildPrice(lines.map(({ part, amount }) => ({ prices: part.offer.prices, amount })));
    if (build.prices.gbp !== expected.gbp || build.prices.eur !== expected.eur) {
      say(`prices ${JSON.stringify(build.prices)} should be the parts plus assembly: ${JSON.stringify(expected)}`);
    }
    if (build.discount && (build.discount.gbp >= build.prices.gbp || build.discount.eur >= build.prices.eur))
      say('the discount is more than the price');
    if (build.prices.gbp < 600_00) say('under the entry band (£600)');
  }
  return { builds, problems };
}

/** Case models: six, one of them a collaboration; their cases point back to them; builds use their cases. */
export function checkCaseModels(value: unknown, parts: CatalogueEntry[], builds: Build[]): { models: CaseModel[]; problems: string[] } {
  const problems: string[] = [];
  const models = parseList('case model', caseModelSchema, value, problems);
  const cases = parts.filter((part): part is Extract<CatalogueEntry, { category: 'case' }> => part.category === 'case');
  if (models.length !== 6) problems.push(`case models: ${models.length}, expected 6`);
  if (models.filter((model) => model.collaboration).length !== 1) problems.push('case models: exactly one must be a collaboration');
  for (const slug of duplicates(models.map((model) => model.slug))) problems.push(`case model ${slug}: slug used twice`);
  const modelSlugs = new Set(models.map((model) => model.slug));
  for (const model of models) {
    for (const caseId of model.caseIds) {
      const chassis = cases.find((part) => part.id === caseId);
      if (!chassis) problems.push(`case model ${model.slug}: ${caseId} is not a case in parts.json`);
      else if (chassis.specs.model !== model.slug) problems.push(`case model ${model.slug}: ${caseId} names model ${chassis.specs.model}`);
    }
    if (builds.filter((build) => build.model === model.slug).length === 0) problems.push(`case model ${model.slug}: no builds`);
  }
  for (const chassis of cases) {
    const model = models.find((candidate) => candidate.slug === chassis.specs.model);
    if (chassis.specs.model !== null && !model?.caseIds.includes(chassis.id))
      problems.push(`part ${chassis.id}: model ${chassis.specs.model} does not list it`);
  }
  for (const build of builds) {
    const model = models.find((candidate) => candidate.slug === build.model);
    if (!modelSlugs.has(build.model) || !model) {
      problems.push(`build ${build.reference}: unknown model ${build.model}`);
      continue;
    }
    if (!build.components.some((line) => model.caseIds.includes(line.partId))) problems.push(`build ${build.reference}: not in a ${model.slug} case`);
    if (model.collaboration !== null && build.category !== 'gaming-pcs/collaboration')
      problems.push(`build ${build.reference}: a collaboration build belongs in gaming-pcs/collaboration`);
  }
  return { models, problems };
}

const requiredCategories = ['gaming-pcs', 'components', 'accessories', 'monitors'];
const gamingChildren = ['esports', 'streaming', '4k', 'compact', 'collaboration'].map((child) => `gaming-pcs/${child}`);

/** Categories: the shop's tree, parents before children, a component category per part category. */
export function checkCategories(value: unknown, builds: Build[]): { categories: Category[]; problems: string[] } {
  const problems: string[] = [];
  const categories = parseList('category', categorySchema, value, problems);
  const slugs = categories.map((category) => category.slug);
  for (const slug of duplicates(slugs)) problems.push(`category ${slug}: slug used twice`);
  const expected = [...requiredCategories, ...gamingChildren, ...partCategories.map((category) => `components/${category}`)];
  for (const slug of expected) if (!slugs.includes(slug)) problems.push(`categories: ${slug} is missing`);
  categories.forEach((category, index) => {
    if (category.parent === null) {
      if (category.slug.includes('/')) problems.push(`category ${category.slug}: a child needs its parent`);
    } else if (!slugs.slice(0, index).includes(category.parent))
      problems.push(`category ${category.slug}: parent ${category.parent} must come first`);
    else if (!category.slug.startsWith(`${category.parent}/`)) problems.push(`category ${category.slug}: slug must extend ${category.parent}`);
  });
  for (const build of builds) if (!slugs.includes(build.category)) problems.push(`build ${build.reference}: unknown category ${build.category}`);
  return { categories, problems };
}

/** Reviews: marked as samples, three to six per case model, each about a build of that model. */
export function checkReviews(value: unknown, models: CaseModel[], builds: Build[]): string[] {
  const problems: string[] = [];
  const result = reviewsFileSchema.safeParse(value);
  if (!result.success) return result.error.issues.map((issue) => `reviews: ${issue.path.join('.')}: ${issue.message}`);
  const file: ReviewsFile = result.data;
  if (!/sample/i.test(file.note)) problems.push('reviews: the note must say they are sample data');
  for (const model of models) {
    const count = file.reviews.filter((review) => review.model === model.slug).length;
    if (count < 3 || count > 6) problems.push(`reviews: ${count} for ${model.slug}, expected 3 to 6`);
  }
  file.reviews.forEach((review, index) => {
    const build = builds.find((candidate) => candidate.reference === review.buildReference);
    if (!build) problems.push(`review ${index}: unknown build ${review.buildReference}`);
    else if (build.model !== review.model) problems.push(`review ${index}: ${review.buildReference} is not a ${review.model} build`);
  });
  return problems;
}

/**
 * Gallery pictures: present, 800×600, at most 8 KB (about 3 KB gzipped), rendered (filled
 * with the shared gradients, not line drawings) and without text.
 */
export function checkGallery(models: CaseModel[], dir = galleryDir): string[] {
  const problems: string[] = [];
  for (const { file } of models.flatMap((model) => model.gallery)) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      problems.push(`gallery ${file}: missing`);
      continue;
    }
    const svg = readFileSync(path, 'utf8');
    if (statSync(path).size > 8 * 1024) problems.push(`gallery ${file}: over 8 KB`);
    if (!/<linearGradient id="body"/.test(svg)) problems.push(`gallery ${file}: not a rendered illustration`);
    if (!/<svg[^>]*\bwidth="800"[^>]*\bheight="600"/.test(svg) && !/<svg[^>]*viewBox="0 0 800 600"/.test(svg))
      problems.push(`gallery ${file}: not 800×600`);
    if (/<text\b/.test(svg)) problems.push(`gallery ${file}: has text`);
  }
  return problems;
}

/** What every rendered picture must be: 800×600, small, filled, without text. */
function pictureProblems(label: string, svg: string): string[] {
  const problems: string[] = [];
  if (Buffer.byteLength(svg) > 8 * 1024) problems.push(`${label}: over 8 KB`);
  if (!/^<svg[^>]*\bwidth="800" height="600"/.test(svg)) problems.push(`${label}: not 800×600`);
  if (!/<linearGradient id="body"/.test(svg)) problems.push(`${label}: not a rendered illustration`);
  if (/<text\b/.test(svg)) problems.push(`${label}: has text`);
  return problems;
}

/**
 * The pictures the API renders (build cards, cart lines, part cards): every build's from its
 * parts, with a case and the graphics card it has, and every part's category picture.
 */
export function checkPictures(parts: CatalogueEntry[], builds: Build[]): string[] {
  const byId = new Map(parts.map((part) => [part.id, part]));
  const problems: string[] = [];
  for (const build of builds) {
    const pictured = build.components.flatMap(({ partId, amount }) => {
      const part = byId.get(partId);
      return part ? [{ partId, amount, category: part.category, specs: part.specs as Record<string, unknown> }] : [];
    });
    const facts = buildFacts(pictured);
    const gpu = pictured.find((part) => part.category === 'gpu');
    if (!pictured.some((part) => part.category === 'case')) problems.push(`picture of ${build.reference}: no case to draw`);
    if (gpu && facts.gpuLengthMm === null) problems.push(`picture of ${build.reference}: the graphics card has no length`);
    problems.push(...pictureProblems(`picture of ${build.reference}`, sideView(facts)));
  }
  for (const picture of partPictures) problems.push(...pictureProblems(`part picture ${picture}`, partView(picture)));
  for (const part of parts) {
    if (!partPictures.includes(partPicture(part.category, part.specs as Record<string, unknown>))) problems.push(`part ${part.id}: no picture`);
  }
  return problems;
}

/** What the curated catalogue promised to cover (see notes.md): sizes, line states, budget bands. */
export function checkCoverage(parts: CatalogueEntry[], builds: Build[]): string[] {
  const problems: string[] = [];
  if (parts.length < 300) problems.push(`parts: ${parts.length}, expected at least 300`);
  for (const category of partCategories) if (!parts.some((part) => part.category === category)) problems.push(`parts: no ${category}`);
  const states = {
    outOfStock: parts.filter((part) => part.offer.stock === 0 && part.offer.status === 'public' && !isDigitalPart(part.category)).length,
    discontinued: 0,
    archived: 0,
  };
  for (const part of parts) if (part.offer.status !== 'public') states[part.offer.status] += 1;
  if (states.outOfStock < 3) problems.push('parts: a handful must be out of stock');
  if (states.discontinued !== 2) problems.push(`parts: ${states.discontinued} discontinued, expected 2`);
  if (states.archived !== 1) problems.push(`parts: ${states.archived} archived, expected 1`);
  for (const [band, [low, high]] of Object.entries(budgetBands)) {
    if (!builds.some((build) => build.prices.gbp >= low && build.prices.gbp < high)) problems.push(`builds: none in the ${band} band`);
  }
  if (builds.filter((build) => build.discount).length !== 3) problems.push('builds: exactly three have a discount');
  return problems;
}

/** Budget bands by UK price (minor units): [from, below]. */
export const budgetBands = {
  entry: [600_00, 900_00],
  mainstream: [900_00, 1500_00],
  performance: [1500_00, 2500_00],
  enthusiast: [2500_00, Number.POSITIVE_INFINITY],
} as const;

/** Every check over every file; an empty list means the catalogue is sound. */
export function validateCatalogue(files: CatalogueFiles, gallery = galleryDir): string[] {
  const parts = checkParts(files.parts);
  const builds = checkBuilds(files.builds, parts.parts);
  const models = checkCaseModels(files.caseModels, parts.parts, builds.builds);
  const categories = checkCategories(files.categories, builds.builds);
  return [
    ...parts.problems,
    ...builds.problems,
    ...models.problems,
    ...categories.problems,
    ...checkReviews(files.reviews, models.models, builds.builds),
    ...checkGallery(models.models, gallery),
    ...checkPictures(parts.parts, builds.builds),
    ...checkCoverage(parts.parts, builds.builds),
  ];
}

async function main(): Promise<void> {
  let files: CatalogueFiles;
  try {
    files = await loadCatalogue();
  } catch (error) {
    console.error(`The catalogue files cannot be read: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const problems = validateCatalogue(files);
  if (problems.length > 0) {
    console.error(`The catalogue has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
    return;
  }
  const { parts } = checkParts(files.parts);
  const { builds } = checkBuilds(files.builds, parts);
  console.log(`The catalogue is sound: ${parts.length} parts, ${builds.length} builds.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
