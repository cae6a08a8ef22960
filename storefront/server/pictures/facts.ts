/**
 * From a product's parts to what its picture shows (illustrate.ts): the case model's outer
 * shape and the case's colour, the graphics card's length, the cooler, the fans and their
 * lighting. Only facts the catalogue holds; a case without a model shape is drawn as a
 * typical mid tower of its colour (a pale neutral grey when the colour is unknown).
 */
import { caseFinishes, type CaseFinish } from '@rigsmith/kit/domain';
import { genericShape, gpuLengthClass, type BuildFacts, type CaseColour, type CaseShape, partPictures, type PartPicture } from './illustrate';

/** Each case model's outer dimensions (mm, from the maker) and front. */
export const caseShapes: Record<string, CaseShape> = {
  vanguard: { size: [465, 220, 428], front: 'mesh' },
  striker: { size: [474, 215, 454], front: 'mesh', bay: true },
  nomad: { size: [292, 185, 376], front: 'vents' },
  aurora: { size: [469, 215, 447], front: 'slats' },
  titan: { size: [522, 304, 526], front: 'glass' },
  nightfall: { size: [470, 320, 460], front: 'glass', verticalGpu: true, panoramic: true },
};

/** Mini-ITX-only cases are small form factor: drawn at the size of a typical one. */
const smallShape: CaseShape = { size: [300, 190, 380], front: 'vents' };

/** A case's colour: its finish as the catalogue states it (`CaseSpecs.colour`), null when unknown. */
export function caseColour(specs: Record<string, unknown> | undefined): CaseColour {
  const colour = specs?.colour;
  return typeof colour === 'string' && (caseFinishes as readonly string[]).includes(colour) ? (colour as CaseFinish) : null;
}

/** A part as the picture needs it: what it is, its specs and how many the build has. */
export type PicturedPart = { partId: string; category: string; specs: Record<string, unknown>; amount: number };

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** What a build's picture shows, from its parts. */
export function buildFacts(parts: readonly PicturedPart[]): BuildFacts {
  const pcCase = parts.find((part) => part.category === 'case');
  const gpu = parts.find((part) => part.category === 'gpu');
  const cooler = parts.find((part) => part.category === 'cooler');
  const model = typeof pcCase?.specs.model === 'string' ? pcCase.specs.model : null;
  const boards = Array.isArray(pcCase?.specs.supportedBoards) ? (pcCase.specs.supportedBoards as string[]) : [];
  const shape = (model && caseShapes[model]) || (boards.length > 0 && boards.every((board) => board === 'Mini ITX') ? smallShape : genericShape);
  const fans = parts.filter((part) => part.category === 'case-fan');
  const addedFans = fans.reduce((sum, part) => sum + (num(part.specs.quantity) ?? 1) * part.amount, 0);
  const radiatorMm = cooler?.specs.kind === 'liquid' ? num(cooler.specs.radiatorMm) : null;
  // Three or more fans: one is the rear exhaust, the rest blow in at the front.
  const caseFans = (num(pcCase?.specs.includedFans) ?? 0) + addedFans;
  const rearFan = caseFans >= 3;
  return {
    shape,
    colour: caseColour(pcCase?.specs),
    gpuLengthMm: gpu ? num(gpu.specs.lengthMm) : null,
    cooler: radiatorMm !== null ? { kind: 'radiator', lengthMm: radiatorMm } : cooler ? { kind: 'tower' } : { kind: 'stock' },
    frontFans: Math.min(3, caseFans - (rearFan ? 1 : 0)),
    rearFan,
    rgb:
      fans.some((part) => part.specs.argb === true) ||
      parts.some((part) => part.category === 'lighting' && part.specs.kind === 'strip') ||
      /(^|-)a?rgb(-|$)/.test(pcCase?.partId ?? ''),
  };
}

/** A part's picture: its category's, a graphics card in its length class, a cooler by kind. */
export function partPicture(category: string, specs: Record<string, unknown>): PartPicture {
  if (category === 'gpu') return gpuLengthClass(num(specs.lengthMm) ?? 250);
  if (category === 'cooler') return specs.kind === 'liquid' ? 'cooler-liquid' : 'cooler-tower';
  // Every other category's picture is named after the category (`partPictures`).
  return (partPictures as readonly string[]).includes(category) ? (category as PartPicture) : 'accessory';
}
