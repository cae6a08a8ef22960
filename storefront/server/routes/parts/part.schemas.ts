import { boardFormFactors, cpuSockets, partCategories, type PartCategory } from '@rigsmith/kit/domain';
import { z } from '@hono/zod-openapi';
import { MoneySchema } from '../../schemas';

/**
 * The facts of a part per category, field for field as kit/src/domain/catalogue/parts.ts
 * types them (api-contract.ts proves it), so the OpenAPI document describes every spec.
 */

const memoryType = z.enum(['DDR4', 'DDR5']);
const psuFormFactor = z.enum(['ATX', 'SFX', 'SFX-L']);
const videoOutput = z.enum(['HDMI', 'DisplayPort', 'USB-C', 'DVI']);
const socket = z.enum(cpuSockets);
const boardFormFactor = z.enum(boardFormFactors);

export const partSpecsSchemas = {
  cpu: z.object({
    socket,
    microarchitecture: z.string(),
    cores: z.number(),
    threads: z.number(),
    baseClockGhz: z.number(),
    boostClockGhz: z.number(),
    tdpW: z.number(),
    peakPowerW: z.number().optional().openapi({ description: 'Intel "Maximum Turbo Power" (PL2); absent for AMD parts, whose PPT is 1.35 × tdpW.' }),
    l3CacheMb: z.number(),
    integratedGraphics: z.string().nullable(),
    includesCooler: z.boolean(),
    memoryTypes: z.array(memoryType),
    pcieLanes: z.number(),
  }),
  motherboard: z.object({
    socket,
    formFactor: boardFormFactor,
    chipset: z.string(),
    memoryType,
    dimmSlots: z.number(),
    maxMemoryGb: z.number(),
    m2Slots: z.number(),
    sataPortsSharedWithM2: z.number(),
    m2SharesGpuLanes: z.boolean(),
    pcieX16Slots: z.number(),
    pcieX1Slots: z.number(),
    sataPorts: z.number(),
    fanHeaders: z.number(),
    argbHeaders: z.number(),
    videoOutputs: z.array(videoOutput),
    biosReadyMicroarchitectures: z.array(z.string()),
    epsConnectors: z.number(),
    usbCHeaders: z.number().optional().openapi({ description: 'Front-panel USB-C headers; absent when unknown.' }),
    rgb12vHeaders: z.number().optional().openapi({ description: '12 V 4-pin RGB headers; absent when unknown.' }),
  }),
  memory: z.object({
    type: memoryType,
    modules: z.number(),
    moduleSizeGb: z.number(),
    speedMts: z.number(),
    casLatency: z.number(),
    heightMm: z.number(),
  }),
  gpu: z.object({
    chipset: z.string(),
    memoryGb: z.number(),
    lengthMm: z.number(),
    slotWidth: z.number(),
    boardPowerW: z.number(),
    recommendedPsuW: z
      .number()
      .optional()
      .openapi({ description: 'The chip maker’s recommended PSU (NVIDIA "Required System Power", AMD "Recommended PSU").' }),
    powerConnectors: z.object({ pcie8Pin: z.number(), pcie6Pin: z.number(), pcie12v2x6: z.number() }),
    outputs: z.array(videoOutput),
    g3dMark: z.number(),
  }),
  storage: z.object({
    kind: z.enum(['ssd', 'hdd']),
    formFactor: z.enum(['M.2', '2.5"', '3.5"']),
    interface: z.enum(['NVMe', 'SATA']),
    capacityGb: z.number(),
  }),
  cooler: z.object({
    kind: z.enum(['air', 'liquid']),
    heightMm: z.number().nullable(),
    radiatorMm: z.number().nullable(),
    sockets: z.array(socket),
    memoryClearanceMm: z.number().nullable(),
    radiatorThicknessMm: z
      .number()
      .optional()
      .openapi({ description: 'A liquid cooler’s radiator plus fans, in mm: what it takes from the GPU length at the front; absent when unknown.' }),
  }),
  case: z.object({
    model: z.string().nullable(),
    supportedBoards: z.array(boardFormFactor),
    maxGpuLengthMm: z.number(),
    maxCoolerHeightMm: z.number(),
    radiatorSupportMm: z.array(z.number()),
    fanMounts120: z.number(),
    fanMounts140: z.number(),
    includedFans: z.number(),
    bays35: z.number(),
    bays25: z.number(),
    bays525: z.number(),
    expansionSlots: z.number(),
    psuFormFactors: z.array(psuFormFactor),
    maxPsuLengthMm: z.number(),
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
    lengthMm: z.number(),
    connectors: z.object({ eps8Pin: z.number(), pcie8Pin: z.number(), pcie12v2x6: z.number(), sata: z.number() }),
  }),
  'case-fan': z.object({ sizeMm: z.union([z.literal(120), z.literal(140)]), quantity: z.number(), argb: z.boolean() }),
  lighting: z.object({ kind: z.enum(['strip', 'controller', 'cable']), argbHeaders: z.number() }),
  monitor: z.object({
    sizeInches: z.number(),
    resolution: z.object({ width: z.number(), height: z.number() }),
    refreshHz: z.number(),
    panel: z.string(),
    inputs: z.array(videoOutput),
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
