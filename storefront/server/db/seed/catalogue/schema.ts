/**
 * The shapes of the catalogue files, as zod schemas. The part schema mirrors the
 * contract in kit/src/domain/catalogue/parts.ts field for field; a type check at the end
 * fails the build if either side changes without the other.
 */
import { z } from 'zod';
import { boardFormFactors, caseFinishes, cpuSockets, localeTags, m2Sizes, type Part, type PartCategory } from '@rigsmith/kit/domain';

/** The storefront languages every text is written in. */
export const locales = localeTags;

const count = z.int().min(0);
const positive = z.number().positive();
const text = z.string().trim().min(1);
const socket = z.enum(cpuSockets);
const memoryType = z.enum(['DDR4', 'DDR5']);
const psuFormFactor = z.enum(['ATX', 'SFX', 'SFX-L']);
const videoOutput = z.enum(['HDMI', 'DisplayPort', 'USB-C', 'DVI']);
const memoryFormFactor = z.enum(['DIMM', 'SO-DIMM']);
const m2Size = z.enum(m2Sizes);

const specsByCategory = {
  cpu: z.strictObject({
    socket,
    microarchitecture: text,
    cores: z.int().positive(),
    threads: z.int().positive(),
    baseClockGhz: positive,
    boostClockGhz: positive,
    tdpW: positive,
    peakPowerW: z.int().positive().optional(),
    l3CacheMb: positive,
    integratedGraphics: text.nullable(),
    includesCooler: z.boolean(),
    memoryTypes: z.array(memoryType).min(1),
    pcieLanes: z.int().positive(),
  }),
  motherboard: z.strictObject({
    socket,
    formFactor: z.enum(boardFormFactors),
    chipset: text,
    memoryType,
    memoryFormFactor,
    maxMemorySpeedMts: z.int().positive(),
    dimmSlots: z.int().positive(),
    maxMemoryGb: z.int().positive(),
    m2Slots: count,
    m2SlotSupport: z.array(z.strictObject({ sizes: z.array(m2Size).min(1), sata: z.boolean() })),
    sataPortsSharedWithM2: count,
    m2SharesGpuLanes: z.boolean(),
    pcieX16Slots: z.int().positive(),
    pcieX1Slots: count,
    sataPorts: count,
    fanHeaders: z.int().positive(),
    argbHeaders: count,
    videoOutputs: z.array(videoOutput),
    biosReadyMicroarchitectures: z.array(text).min(1),
    epsConnectors: z.int().positive(),
    usbCHeaders: count.optional(),
    rgb12vHeaders: count.optional(),
  }),
  memory: z.strictObject({
    type: memoryType,
    formFactor: memoryFormFactor,
    modules: z.int().positive(),
    moduleSizeGb: z.int().positive(),
    speedMts: z.int().positive(),
    casLatency: z.int().positive(),
    heightMm: positive,
  }),
  gpu: z.strictObject({
    chipset: text,
    memoryGb: z.int().positive(),
    lengthMm: z.int().positive(),
    slotWidth: z.int().min(1),
    boardPowerW: z.int().positive(),
    recommendedPsuW: z.int().positive().optional(),
    powerConnectors: z.strictObject({ pcie8Pin: count, pcie6Pin: count, pcie12v2x6: count }),
    outputs: z.array(videoOutput).min(1),
    g3dMark: z.int().positive(),
  }),
  storage: z.strictObject({
    kind: z.enum(['ssd', 'hdd']),
    formFactor: z.enum(['M.2', '2.5"', '3.5"']),
    interface: z.enum(['NVMe', 'SATA']),
    m2Size: m2Size.nullable(),
    capacityGb: z.int().positive(),
  }),
  cooler: z.strictObject({
    kind: z.enum(['air', 'liquid']),
    heightMm: positive.nullable(),
    radiatorMm: z.int().positive().nullable(),
    sockets: z.array(socket).min(1),
    memoryClearanceMm: z.union([positive, z.literal('unlimited')]).nullable(),
    radiatorThicknessMm: positive.optional(),
  }),
  case: z.strictObject({
    model: text.nullable(),
    supportedBoards: z.array(z.enum(boardFormFactors)).min(1),
    maxGpuLengthMm: z.int().positive(),
    maxCoolerHeightMm: z.int().positive(),
    radiatorSupportMm: z.array(z.int().positive()),
    fanMounts120: count,
    fanMounts140: count,
    includedFans: count,
    bays35: count,
    bays25: count,
    bays525: count,
    expansionSlots: z.int().positive(),
    psuFormFactors: z.array(psuFormFactor).min(1),
    maxPsuLengthMm: z.int().positive(),
    frontUsbC: z.boolean().optional(),
    radiatorClearOfGpuMm: z.array(z.int().positive()).optional(),
    // Optional in the contract (an imported case may not state it); curated cases must (validate.ts).
    colour: z.enum(caseFinishes).optional(),
  }),
  psu: z.strictObject({
    wattage: z.int().positive(),
    formFactor: psuFormFactor,
    efficiency: text,
    modular: z.enum(['full', 'semi', 'none']),
    lengthMm: z.int().positive(),
    connectors: z.strictObject({ eps8Pin: z.int().positive(), pcie8Pin: count, pcie12v2x6: count, sata: count }),
  }),
  'case-fan': z.strictObject({ sizeMm: z.union([z.literal(120), z.literal(140)]), quantity: z.int().positive(), argb: z.boolean() }),
  lighting: z.strictObject({ kind: z.enum(['strip', 'controller', 'cable']), argbHeaders: count }),
  monitor: z.strictObject({
    sizeInches: positive,
    resolution: z.strictObject({ width: z.int().positive(), height: z.int().positive() }),
    refreshHz: z.int().positive(),
    panel: text,
    inputs: z.array(videoOutput).min(1),
  }),
  'optical-drive': z.strictObject({ kind: z.enum(['DVD', 'Blu-ray']), writer: z.boolean() }),
  os: z.strictObject({ edition: text }),
  accessory: z.strictObject({
    kind: z.enum(['keyboard', 'mouse', 'headphones', 'speakers', 'webcam', 'thermal-paste', 'fan-controller', 'case-accessory']),
    wireless: z.boolean(),
  }),
};

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case kebab slug');

function partOf<C extends PartCategory>(category: C) {
  return z.strictObject({
    id: slug.refine((id) => id.startsWith(`${category}-`), `starts with "${category}-"`),
    category: z.literal(category),
    name: text,
    brand: text,
    specs: specsByCategory[category],
  });
}

export const partSchema = z.discriminatedUnion('category', [
  partOf('cpu'),
  partOf('motherboard'),
  partOf('memory'),
  partOf('gpu'),
  partOf('storage'),
  partOf('cooler'),
  partOf('case'),
  partOf('psu'),
  partOf('case-fan'),
  partOf('lighting'),
  partOf('monitor'),
  partOf('optical-drive'),
  partOf('os'),
  partOf('accessory'),
]);

const minor = z.int().positive();
export const pricesSchema = z.strictObject({ gbp: minor, eur: minor });

export const offerSchema = z.strictObject({
  prices: pricesSchema,
  stock: count,
  leadTimeDays: z.int().min(1).max(10),
  /** Null: the supplier takes no backorders. */
  restockDays: z.int().min(1).max(30).nullable(),
  status: z.enum(['public', 'discontinued', 'archived']),
});

const sourceSchema = z.strictObject({ dataset: z.literal('pc-part-dataset'), name: text });

/** A line of parts.json: the part, the shop's offer for it and the dataset row it came from. */
function entryOf<C extends PartCategory>(category: C) {
  return partOf(category).extend({ offer: offerSchema, source: sourceSchema });
}

export const catalogueEntrySchema = z.discriminatedUnion('category', [
  entryOf('cpu'),
  entryOf('motherboard'),
  entryOf('memory'),
  entryOf('gpu'),
  entryOf('storage'),
  entryOf('cooler'),
  entryOf('case'),
  entryOf('psu'),
  entryOf('case-fan'),
  entryOf('lighting'),
  entryOf('monitor'),
  entryOf('optical-drive'),
  entryOf('os'),
  entryOf('accessory'),
]);

/** Text in each storefront language. */
export const localisedSchema = z.strictObject(
  Object.fromEntries(locales.map((locale) => [locale, text])) as Record<(typeof locales)[number], typeof text>,
);

export const caseModelSchema = z.strictObject({
  slug,
  name: text,
  collaboration: z.strictObject({ partner: text }).nullable(),
  caseIds: z.array(z.string()).min(1),
  intro: localisedSchema,
  overview: localisedSchema,
  specification: z.array(z.strictObject({ label: localisedSchema, value: localisedSchema })).min(1),
  gallery: z
    .array(
      z.strictObject({
        file: z.string().regex(/^[a-z0-9-]+\.svg$/),
        alt: localisedSchema,
        width: z.literal(800),
        height: z.literal(600),
      }),
    )
    .min(1),
});

export const buildSchema = z.strictObject({
  reference: z.string().regex(/^RS-[A-Z0-9]+(?:-[A-Z0-9]+)*$/),
  name: z.string().regex(/^Rigsmith \S+ .+$/),
  model: slug,
  category: z.string().regex(/^gaming-pcs\/[a-z0-9-]+$/),
  components: z.array(z.strictObject({ partId: z.string(), amount: z.int().positive() })).min(1),
  prices: pricesSchema,
  discount: pricesSchema.nullable(),
  bestsellerRank: z.int().positive(),
});

export const categorySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/),
  parent: z.string().nullable(),
  names: localisedSchema,
});

export const reviewsFileSchema = z.strictObject({
  note: text,
  reviews: z.array(
    z.strictObject({
      model: slug,
      buildReference: z.string(),
      author: z.string().regex(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u, 'a first name and an initial'),
      rating: z.int().min(1).max(5),
      title: text,
      text,
      locale: z.enum(locales),
      createdAt: z.iso.datetime().refine((date) => date.startsWith('2026-'), 'written in 2026'),
    }),
  ),
});

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
export type Offer = z.infer<typeof offerSchema>;
export type CaseModel = z.infer<typeof caseModelSchema>;
export type Build = z.infer<typeof buildSchema>;
export type Category = z.infer<typeof categorySchema>;
export type ReviewsFile = z.infer<typeof reviewsFileSchema>;

// The schema and the contract must describe the same parts: these lines stop compiling
// when a field is added, removed or retyped on one side only. The curated catalogue knows
// every fact a source may leave unknown, so the schema holds those non-null: the same
// fields, each a subtype of the contract's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<A, B> = [A] extends [B] ? true : false;
type SpecKeys<P> = P extends { category: infer C; specs: infer S } ? { category: C; keys: keyof S } : never;
export const partSchemaFitsContract: Fits<z.infer<typeof partSchema>, Part> = true;
export const partSchemaHasContractFields: Same<SpecKeys<z.infer<typeof partSchema>>, SpecKeys<Part>> = true;
