/**
 * Draws the case models' gallery pictures: the front, the side through the glass and the
 * top of each case, rendered (storefront/server/pictures) in proportion to the real case
 * (outer size from the maker) in its first colour, fitted out as the model's best-selling
 * build with a graphics card: that card to its real length, its cooler, its fans and
 * lighting. Run after changing a shape or those builds, and commit the output:
 *
 *   node --import tsx storefront/server/db/seed/catalogue/draw-gallery.ts
 *
 * The pictures carry no text (alt texts are in case-models.json) and stay under 8 KB.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFacts, caseColour, caseShapes, type PicturedPart } from '../../../pictures/facts';
import { frontView, sideView, topView } from '../../../pictures/illustrate';

type CatalogueBuild = { reference: string; model: string | null; bestsellerRank: number | null; components: { partId: string; amount: number }[] };
type CataloguePart = { id: string; category: string; specs: Record<string, unknown> };
type CatalogueModel = { slug: string; caseIds: string[] };

/** The three pictures of a model, drawn as its best-selling build with a graphics card, in the model's first colour. */
export function drawings(model: CatalogueModel, builds: CatalogueBuild[], parts: ReadonlyMap<string, CataloguePart>): [string, string][] {
  const { slug } = model;
  if (!caseShapes[slug]) throw new Error(`no shape for case model ${slug}`);
  const pictured = (build: CatalogueBuild): PicturedPart[] =>
    build.components.map(({ partId, amount }) => {
      const part = parts.get(partId);
      if (!part) throw new Error(`build ${build.reference}: no part ${partId}`);
      return { partId, amount, category: part.category, specs: part.specs };
    });
  const flagship = builds
    .filter((build) => build.model === slug && pictured(build).some((part) => part.category === 'gpu'))
    .sort((a, b) => (a.bestsellerRank ?? Infinity) - (b.bestsellerRank ?? Infinity))[0];
  if (!flagship) throw new Error(`case model ${slug} has no build with a graphics card`);
  const facts = { ...buildFacts(pictured(flagship)), shape: caseShapes[slug], colour: caseColour(parts.get(model.caseIds[0] ?? '')?.specs) };
  return [
    [`${slug}-1.svg`, frontView(facts)],
    [`${slug}-2.svg`, sideView(facts)],
    [`${slug}-3.svg`, topView(facts)],
  ];
}

async function main(): Promise<void> {
  const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  const read = async <T>(file: string) => JSON.parse(await readFile(here(file), 'utf8')) as T;
  const [models, builds, parts] = await Promise.all([
    read<CatalogueModel[]>('./case-models.json'),
    read<CatalogueBuild[]>('./builds.json'),
    read<CataloguePart[]>('./parts.json'),
  ]);
  const byId = new Map(parts.map((part) => [part.id, part]));
  const dir = here('./gallery/');
  await mkdir(dir, { recursive: true });
  for (const model of models) {
    for (const [file, svg] of drawings(model, builds, byId)) await writeFile(join(dir, file), svg);
  }
  console.log(`Drew ${models.length * 3} pictures in ${dir}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
