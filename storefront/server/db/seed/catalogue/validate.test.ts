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
  checkPictures,
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
    expect(checkPictures(parts, builds)).toEqual([]);
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
    expect(problems).toContain(
      'gpu-too-long: The Asus ROG Astral OC GeForce RTX 5080 graphics card is 358 mm long; the Cooler Master MasterBox NR200P V2 takes cards up to 336 mm.',
    );
    expect(problems).toContain('gpu-too-thick: The Asus ROG Astral OC GeForce RTX 5080 is 4 slots thick');
  });

  it('a processor of another socket and memory type, without a cooler', () => {
    const problems = problemsOf(variant('RS-STRIKER-5060', swap('cpu-', 'cpu-amd-ryzen-7-7800x3d')));
    expect(problems).toContain(
      'socket-mismatch: Socket mismatch: the AMD Ryzen 7 7800X3D processor needs a motherboard with the AM5 socket, but the MSI B550M PRO-VDH WIFI has AM4.',
    );
    expect(problems).toContain('memory-type: Memory type mismatch: the MSI B550M PRO-VDH WIFI is DDR4, but the AMD Ryzen 7 7800X3D takes DDR5 only.');
    expect(problems).toContain('cooler-required: The AMD Ryzen 7 7800X3D comes without a cooler');
  });

  it('an SFX power supply in an ATX case, and too weak for a Ryzen 9 and an RX 7900 XTX', () => {
    const problems = problemsOf(variant('RS-VANGUARD-5060TI', swap('psu-', 'psu-be-quiet-sfx-power-3-450')));
    expect(problems).toContain('psu-form-factor: The be quiet! SFX Power 3 450 power supply is SFX, but the NZXT H5 Flow (2024) takes ATX only.');
    // 142 W (Ryzen 5 7600X PPT) + 180 W + 75 W = 397 W at peak: the 450 W unit runs it.
    expect(problems).not.toContain('psu-wattage:');
    const weak = problemsOf(variant('RS-TITAN-7900XTX', swap('psu-', 'psu-be-quiet-sfx-power-3-450')));
    expect(weak).toContain(
      'psu-wattage: The be quiet! SFX Power 3 450 (450 W) cannot power this build: at peak (processor at its power limit, graphics card at full board power) it draws about 705 W. Choose one of at least 846 W.',
    );
  });

  it('too little power and too few PCIe cables for a 4090', () => {
    const problems = problemsOf(variant('RS-TITAN-4090', swap('psu-', 'psu-msi-mag-a650bn')));
    expect(problems).toContain('psu-wattage:');
    expect(problems).toContain('pcie-power: Not enough PCIe power cables: the graphics card needs 3 8-pin cables, and the MSI MAG A650BN has 2.');
  });

  it('no graphics card with a CPU that has no graphics', () => {
    expect(problemsOf(variant('RS-STRIKER-5060', (ids) => ids.filter((id) => !id.startsWith('gpu-'))))).toContain(
      'gpu-required: The AMD Ryzen 5 5600 has no integrated graphics, so a graphics card is required.',
    );
  });

  it('too many M.2 drives, an optical drive without a bay, tall memory under a big cooler', () => {
    const drives = problemsOf(
      variant('RS-NOMAD-5070', (ids) => [...ids, 'storage-crucial-p3-plus-1tb', 'storage-crucial-p3-plus-1tb', 'storage-crucial-p3-plus-1tb']),
    );
    expect(drives).toContain('m2-slots: Not enough M.2 slots: 4 M.2 drives, and the Gigabyte B650I AORUS ULTRA has only 3.');
    expect(problemsOf(variant('RS-VANGUARD-5070', (ids) => [...ids, 'optical-drive-lg-gh24nsc0']))).toContain('optical-bays:');
    const cooler = problemsOf(variant('RS-VANGUARD-5070', swap('cooler-', 'cooler-noctua-nh-d15-chromax-black')));
    expect(cooler).toContain(
      'memory-clearance: The G.Skill Flare X5 32 GB DDR5-6000 CL36 modules are 33 mm tall; the Noctua NH-D15 chromax.black leaves 32 mm',
    );
  });

  it('a radiator the case cannot take, more fans and ARGB than it has room and headers for', () => {
    expect(problemsOf(variant('RS-NOMAD-5070', swap('cooler-', 'cooler-nzxt-kraken-360')))).toContain('radiator-too-big:');
    const fans = problemsOf(
      variant('RS-VANGUARD-5060TI', (ids) => [...ids, ...Array<string>(4).fill('case-fan-lian-li-uni-fan-sl-infinity-3-pack')]),
    );
    expect(fans).toContain('fan-mounts: Not enough 120 mm fan mounts: 12 fans to fit, and the NZXT H5 Flow (2024) has 5 free mounts.');
    expect(fans).toContain('argb-headers: Not enough ARGB headers: the fans and lighting need 4, and the Asus TUF GAMING B650-PLUS WIFI has 3.');
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
      await writeFile(
        join(dir, model.gallery[0]!.file),
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="body"/></defs><text>Hi</text></svg>',
      );
      expect(checkGallery([model], dir)).toEqual([`gallery ${model.gallery[0]!.file}: has text`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a build picture without a case to draw', () => {
    const caseless = variant('RS-VANGUARD-5070', (ids) => ids.filter((id) => !id.startsWith('case-')));
    expect(checkPictures(parts, [caseless])).toEqual(['picture of RS-VANGUARD-5070: no case to draw']);
  });

  it('a gallery picture that is a line drawing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gallery-'));
    try {
      const model = copy(models[0]!);
      model.gallery = [model.gallery[0]!];
      await writeFile(
        join(dir, model.gallery[0]!.file),
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="10" height="10" stroke="#000" fill="none"/></svg>',
      );
      expect(checkGallery([model], dir)).toEqual([`gallery ${model.gallery[0]!.file}: not a rendered illustration`]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
