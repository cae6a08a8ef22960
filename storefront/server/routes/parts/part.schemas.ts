import { boardFormFactors, cpuSockets, m2Sizes, partCategories, type PartCategory } from '@rigsmith/kit/domain';
import { z } from '@hono/zod-openapi';
import { MoneySchema } from '../../schemas';

/**
 * The facts of a part per category, field for field as kit/src/domain/catalogue/parts.ts
 * types them (api-contract.ts proves it), so the OpenAPI document describes every spec.
 * A nullable fact is null when the part's source does not state it (unknown is not zero).
 */

const memoryType = z.enum(['DDR4', 'DDR5']);
const psuFormFactor = z.enum(['ATX', 'SFX', 'SFX-L']);
const videoOutput = z.enum(['HDMI', 'DisplayPort', 'USB-C', 'DVI']);
const socket = z.enum(cpuSockets);
const boardFormFactor = z.enum(boardFormFactors);
const memoryFormFactor = z.enum(['DIMM', 'SO-DIMM']);
const m2Size = z.enum(m2Sizes);

export const partSpecsSchemas = {
  cpu: z.object({
    socket,
    microarchitecture: z.string(),
    cores: z.number(),
    threads: z.number(),
    baseClockGhz: z.number(),
    boostClockGhz: z.number(),
    tdpW: z.number().nullable(),
    peakPowerW: z.number().optional().openapi({ description: 'Intel "Maximum Turbo Power" (PL2); absent for AMD parts, whose PPT is 1.35 × tdpW.' }),
    l3CacheMb: z.number(),
    integratedGraphics: z.string().nullable(),
    includesCooler: z.boolean().nullable(),
    memoryTypes: z.array(memoryType),
    pcieLanes: z.number(),
  }),
  motherboard: z.object({
    socket,
    formFactor: boardFormFactor,
    chipset: z.string(),
    memoryType,
    memoryFormFactor: memoryFormFactor.nullable(),
    maxMemorySpeedMts: z.number().nullable().openapi({ description: 'Fastest memory the maker lists, XMP/EXPO speeds included (MT/s).' }),
    dimmSlots: z.number().nullable(),
    maxMemoryGb: z.number().nullable(),
    m2Slots: z.number().nullable(),
    m2SlotSupport: z
      .array(z.object({ sizes: z.array(m2Size), sata: z.boolean() }))
      .nullable()
      .openapi({ description: 'Each M.2 storage slot: the card sizes it takes and whether it runs SATA M.2 drives.' }),
    sataPortsSharedWithM2: z.number().nullable(),
    m2SharesGpuLanes: z.boolean().nullable(),
    pcieX16Slots: z.number().nullable(),
    pcieX1Slots: z.number().nullable(),
    sataPorts: z.number().nullable(),
    fanHeaders: z.number().nullable(),
    argbHeaders: z.number().nullable(),
    videoOutputs: z.array(videoOutput).nullable(),
    biosReadyMicroarchitectures: z.array(z.string()).nullable(),
    epsConnectors: z.number().nullable(),
    usbCHeaders: z.number().optional().openapi({ description: 'Front-panel USB-C headers; absent when unknown.' }),
    rgb12vHeaders: z.number().optional().openapi({ description: '12 V 4-pin RGB headers; absent when unknown.' }),
  }),
  memory: z.object({
    type: memoryType,
    formFactor: memoryFormFactor,
    modules: z.number(),
    moduleSizeGb: z.number(),
    speedMts: z.number(),
    casLatency: z.number(),
    heightMm: z.number().nullable(),
  }),
  gpu: z.object({
    chipset: z.string(),
    memoryGb: z.number(),
    lengthMm: z.number().nullable(),
    slotWidth: z.number().nullable(),
    boardPowerW: z.number().nullable(),
    recommendedPsuW: z
      .number()
      .optional()
      .openapi({ description: 'The chip maker’s recommended PSU (NVIDIA "Required System Power", AMD "Recommended PSU").' }),
    powerConnectors: z.object({ pcie8Pin: z.number(), pcie6Pin: z.number(), pcie12v2x6: z.number() }).nullable(),
    outputs: z.array(videoOutput).nullable(),
    g3dMark: z.number(),
  }),
  storage: z.object({
    kind: z.enum(['ssd', 'hdd']),
    formFactor: z.enum(['M.2', '2.5"', '3.5"']),
    interface: z.enum(['NVMe', 'SATA']),
    m2Size: m2Size.nullable().openapi({ description: 'An M.2 drive’s card size (2280: 22 × 80 mm); null for other drives.' }),
    capacityGb: z.number(),
  }),
  cooler: z.object({
    kind: z.enum(['air', 'liquid']),
    heightMm: z.number().nullable(),
    radiatorMm: z.number().nullable(),
    sockets: z.array(socket).nullable(),
    memoryClearanceMm: z
      .union([z.number(), z.literal('unlimited')])
      .nullable()
      .openapi({
        description: 'Air coolers: the tallest memory that fits under the fins, or unlimited when they do not overhang; null when unknown.',
      }),
    radiatorThicknessMm: z
      .number()
      .optional()
      .openapi({ description: 'A liquid cooler’s radiator plus fans, in mm: what it takes from the GPU length at the front; absent when unknown.' }),
  }),
  case: z.object({
    model: z.string().nullable(),
    supportedBoards: z.array(boardFormFactor).nullable(),
    maxGpuLengthMm: z.number().nullable(),
    maxCoolerHeightMm: z.number().nullable(),
    radiatorSupportMm: z.array(z.number()).nullable(),
    fanMounts120: z.number().nullable(),
    fanMounts140: z.number().nullable(),
    includedFans: z.number().nullable(),
    bays35: z.number().nullable(),
    bays25: z.number().nullable(),
    bays525: z.number().nullable(),
    expansionSlots: z.number().nullable(),
    psuFormFactors: z.array(psuFormFactor).nullable(),
    maxPsuLengthMm: z.number().nullable(),
    frontUsbC: z.boolean().optional().openapi({ description: 'A USB-C port on the front panel; absent when unknown.' }),
    radiatorClearOfGpuMm: z
      .array(z.number())
      .optional()
      .openapi({ description: 'Radiator lengths the case takes out of the graphics card’s way (top, side, rear); absent when unknown.' }),
  }),
  psu: z.object({
    wattage: z.number(),
    formFactor: psuFormFactor,
    efficiency: z.string(),
    modular: z.enum(['full', 'semi', 'none']),
    lengthMm: z.number().nullable(),
    connectors: z.object({ eps8Pin: z.number(), pcie8Pin: z.number(), pcie12v2x6: z.number(), sata: z.number() }).nullable(),
  }),
  'case-fan': z.object({ sizeMm: z.union([z.literal(120), z.literal(140)]), quantity: z.number(), argb: z.boolean() }),
  lighting: z.object({ kind: z.enum(['strip', 'controller', 'cable']), argbHeaders: z.number().nullable() }),
  monitor: z.object({
    sizeInches: z.number(),
    resolution: z.object({ width: z.number(), height: z.number() }),
    refreshHz: z.number(),
    panel: z.string(),
    inputs: z.array(videoOutput).nullable(),
  }),
  'optical-drive': z.object({ kind: z.enum(['DVD', 'Blu-ray']), writer: z.boolean() }),
  os: z.object({ edition: z.string() }),
  accessory: z.object({
    kind: z.enum(['keyboard', 'mouse', 'headphones', 'speakers', 'webcam', 'thermal-paste', 'fan-controller', 'case-accessory']),
    wireless: z.boolean(),
  }),
} satisfies Record<PartCategory, z.ZodType>;

/** What the offer adds to the part's facts (kit `PartOffer`). */
const offerFields = {
  product_id: z.number().int().openapi({ description: 'Product id (what a cart line points at).' }),
  price: MoneySchema.meta({ description: 'Price including VAT, in the country’s currency.' }),
  in_stock: z.boolean(),
  backorder: z.boolean().optional().openapi({ description: 'Out of stock, but the supplier takes orders: it can be bought and ships later.' }),
  lead_time_days: z.number().int().openapi({ description: 'Working days to ship the part on its own.' }),
  status: z.enum(['public', 'discontinued', 'archived']),
  rating: z.number().nullable().optional().openapi({ description: 'Buyers’ average rating, 0–5 with one decimal; null when not yet rated.' }),
  review_count: z.number().int().optional().openapi({ description: 'How many approved reviews the rating is of.' }),
};

function partOfferSchema<C extends PartCategory>(category: C) {
  return z.object({
    id: z.string().openapi({ example: 'cpu-amd-ryzen-7-9800x3d' }),
    category: z.literal(category),
    name: z.string(),
    brand: z.string(),
    specs: partSpecsSchemas[category] as (typeof partSpecsSchemas)[C],
    ...offerFields,
  });
}

export const PartOfferSchema = z
  .discriminatedUnion('category', [
    partOfferSchema('cpu'),
    partOfferSchema('motherboard'),
    partOfferSchema('memory'),
    partOfferSchema('gpu'),
    partOfferSchema('storage'),
    partOfferSchema('cooler'),
    partOfferSchema('case'),
    partOfferSchema('psu'),
    partOfferSchema('case-fan'),
    partOfferSchema('lighting'),
    partOfferSchema('monitor'),
    partOfferSchema('optical-drive'),
    partOfferSchema('os'),
    partOfferSchema('accessory'),
  ])
  .openapi('PartOffer');

export const partCategorySchema = z.enum(partCategories, { error: `category must be one of ${partCategories.join(', ')}` });
