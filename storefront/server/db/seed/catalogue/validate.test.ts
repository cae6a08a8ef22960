import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Build, CaseModel } from './schema';
import {
  budgetBands,
  checkBuilds,
  checkCaseModels,
  checkCategories,
  checkCoverage,
  checkGallery,
  checkParts,
  checkReviews,
  loadCatalogue,
  validateCatalogue,
  type CatalogueFiles,
} from './validate';

let files: CatalogueFiles;
let parts: ReturnType<typeof checkParts>['parts'];
let builds: Build[];
let models: CaseModel[];

beforeAll(async () => {
  files = await loadCatalogue();
  parts = checkParts(files.parts).parts;
  builds = checkBuilds(files.builds, parts).builds;
  models = checkCaseModels(files.caseModels, parts, builds).models;
});

const copy = <T>(value: T): T => structuredClone(value);

/** A build from the committed line-up with some parts swapped, added or removed. */
function variant(reference: string, change: (ids: string[]) => string[]): Build {
  const build = copy(builds.find((candidate) => candidate.reference === reference)!);
  const ids = change(build.components.flatMap((line) => Array<string>(line.amount).fill(line.partId)));
  build.components = ids.map((partId) => ({ partId, amount: 1 }));
  return build;
}
const swap = (from: string, to: string) => (ids: string[]) => ids.map((id) => (id.startsWith(from) ? to : id));
const problemsOf = (build: Build) => checkBuilds([build], parts).problems.join('\n');

describe('the committed catalogue', () => {
  it('passes every check', () => {
    expect(validateCatalogue(files)).toEqual([]);
  });

  it('has parts of the contract shape, sound builds, case models, categories and reviews', () => {
    expect(checkParts(files.parts).problems).toEqual([]);
    expect(checkBuilds(files.builds, parts).problems).toEqual([]);
    expect(checkCaseModels(files.caseModels, parts, builds).problems).toEqual([]);
    expect(checkCategories(files.categories, builds).problems).toEqual([]);
    expect(checkReviews(files.reviews, models, builds)).toEqual([]);
    expect(checkGallery(models)).toEqual([]);
    expect(checkCoverage(parts, builds)).toEqual([]);
  });

  it('covers every budget band', () => {
    for (const [low, high] of Object.values(budgetBands)) {
      expect(builds.some((build) => build.prices.gbp >= low && build.prices.gbp < high)).toBe(true);
    }
  });
});

describe('the SPEC §8 rules catch a broken build', () => {
  it('a graphics card too long and too thick for the case', () => {
    const problems = problemsOf(variant('RS-NOMAD-5070', swap('gpu-', 'gpu-asus-rtx-5080-rog-astral-oc')));
    expect(problems).toContain('graphics card too big: 358 mm, the case takes 336 mm');
    expect(problems).toContain('graphics card too big: 4 slots, the case has 3');
  });

  it('a processor of another socket and memory type, without a cooler', () => {
    const problems = problemsOf(variant('RS-STRIKER-5060', swap('cpu-', 'cpu-amd-ryzen-7-7800x3d')));
    expect(problems).toContain('motherboard/processor socket mismatch: AM5 CPU on a AM4 board');
    expect(problems).toContain('memory type mismatch: the CPU does not take DDR4');
    expect(problems).toContain('needs a cooler');
  });

  it('an SFX power supply too weak for an ATX case', () => {
    const problems = problemsOf(variant('RS-VANGUARD-5060TI', swap('psu-', 'psu-be-quiet-sfx-power-3-450')));
    expect(problems).toContain('PSU form factor mismatch: SFX in a case for ATX');
    expect(problems).toContain('PSU not powerful enough: 450 W for an estimated 360 W');
  });

  it('too little power and too few PCIe cables for a 4090', () => {
    const problems = problemsOf(variant('RS-TITAN-4090', swap('psu-', 'psu-msi-mag-a650bn')));
    expect(problems).toContain('PSU not powerful enough');
    expect(problems).toContain('no compatible PCIe power connections');
  });

  it('no graphics card with a CPU that has no graphics', () => {
    expect(problemsOf(variant('RS-STRIKER-5060', (ids) => ids.filter((id) => !id.startsWith('gpu-'))))).toContain(
      'no integrated graphics so a graphics card is required',
    );
  });

  it('too many M.2 drives, an optical drive without a bay, tall memory under a big cooler', () => {
    const drives = problemsOf(variant('RS-NOMAD-5070', (ids) => [...ids, 'storage-crucial-p3-plus-1tb', 'storage-crucial-p3-plus-1tb', 'storage-crucial-p3-plus-1tb']));
    expect(drives).toContain('not enough M.2 slots: 4 drives, 3 slots');
    expect(problemsOf(variant('RS-VANGUARD-5070', (ids) => [...ids, 'optical-drive-lg-gh24nsc0']))).toContain('not enough optical drive bays');
    const cooler = problemsOf(variant('RS-VANGUARD-5070', swap('cooler-', 'cooler-noctua-nh-d15-chromax-black')));
    expect(cooler).toContain('cooler too big: 33 mm memory under 32 mm of clearance');
  });

  it('a radiator the case cannot take, more fans and ARGB than it has room and headers for', () => {
    expect(problemsOf(variant('RS-NOMAD-5070', swap('cooler-', 'cooler-nzxt-kraken-360')))).toContain('radiator too big');
    const fans = problemsOf(variant('RS-VANGUARD-5060TI', (ids) => [...ids, ...Array<string>(4).fill('case-fan-lian-li-uni-fan-sl-infinity-3-pack')]));
    expect(fans).toContain('not enough 120 mm fan bays: 12 fans, 5 free mounts');
    expect(fans).toContain('not enough ARGB headers for case fans or lighting: 4 needed, 3 on the board');
  });

  it('unknown and unavailable parts, and a price that is not the sum of the parts', () => {
    expect(problemsOf(variant('RS-VANGUARD-3060', (ids) => [...ids, 'gpu-imaginary']))).toContain('unknown part gpu-imaginary');
    expect(problemsOf(variant('RS-VANGUARD-3060', swap('os-', 'os-microsoft-windows-10-pro')))).toContain('os-microsoft-windows-10-pro is archived');
    const build = copy(builds[0]!);
    build.prices.gbp += 100;
    expect(problemsOf(build)).toContain('should be the parts plus assembly');
  });
});

describe('the file checks catch a broken file', () => {
  it('a part missing a fact or sharing an id', () => {
    const broken = copy(files.parts as { id: string; specs: Record<string, unknown> }[]);
    delete broken[0]!.specs.socket;
    broken[2]!.id = broken[1]!.id;
    const problems = checkParts(broken).problems.join('\n');
    expect(problems).toContain('part cpu-amd-ryzen-5-5500: specs.socket');
    expect(problems).toContain('id used twice');
  });

  it('two collaborations, and a review of another model’s build', () => {
    const twoCollaborations = copy(models).map((model) => ({ ...model, collaboration: { partner: 'Someone' } }));
    expect(checkCaseModels(twoCollaborations, parts, builds).problems).toContain('case models: exactly one must be a collaboration');
    const reviews = copy(files.reviews as { reviews: { buildReference: string; model: string }[] });
    reviews.reviews[0]!.buildReference = 'RS-TITAN-5090';
    expect(checkReviews(reviews, models, builds).join('\n')).toContain('is not a vanguard build');
  });

  it('a gallery picture with text in it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gallery-'));
    try {
      const model = copy(models[0]!);
      model.gallery = [model.gallery[0]!];
      await writeFile(join(dir, model.gallery[0]!.file), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><text>Hi</text></svg>');
      expect(checkGallery([model], dir)).toEqual([`gallery ${model.gallery[0]!.file}: has text`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
