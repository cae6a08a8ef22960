import { z } from 'zod';
import { boardFormFactors, caseFinishes, cpuSockets, m2Sizes, type PartCategory } from '../catalogue/parts';
import { MoneySchema, pageSchemaOf, PictureSchema } from './common';

/**
 * The facts of a part per category (SPEC §8: what the configurator, the compatibility rules
 * and the FPS estimator need) and a part as sold (GET api/ecommerce/parts/). The domain's
 * spec types (`CpuSpecs`, …, `../catalogue/parts.ts`) are these schemas' output, so the
 * facts are declared once. A nullable fact is null when the part's source does not state it:
 * unknown is not zero (`Unknowable`).
 */

export const MemoryTypeSchema = /* @__PURE__ */ z.enum(['DDR4', 'DDR5']);
/** Desktop boards take full-size DIMMs; laptop and some small boards take SO-DIMMs. */
export const MemoryFormFactorSchema = /* @__PURE__ */ z.enum(['DIMM', 'SO-DIMM']);
export const PsuFormFactorSchema = /* @__PURE__ */ z.enum(['ATX', 'SFX', 'SFX-L']);
export const VideoOutputSchema = /* @__PURE__ */ z.enum(['HDMI', 'DisplayPort', 'USB-C', 'DVI']);
const socket = /* @__PURE__ */ z.enum(cpuSockets);
const boardFormFactor = /* @__PURE__ */ z.enum(boardFormFactors);
const m2Size = /* @__PURE__ */ z.enum(m2Sizes);

/**
 * What one M.2 storage slot of a board takes: the card lengths it has a standoff for, and
 * whether it also runs SATA M.2 drives (B+M key) or PCIe (NVMe) ones only.
 */
export const M2SlotSupportSchema = /* @__PURE__ */ z.object({ sizes: /* @__PURE__ */ z.array(m2Size), sata: /* @__PURE__ */ z.boolean() });

export const CpuSpecsSchema = /* @__PURE__ */ z.object({
  socket,
  /** e.g. 'Zen 5', 'Raptor Lake Refresh', 'Arrow Lake'. */
  microarchitecture: /* @__PURE__ */ z.string(),
  cores: /* @__PURE__ */ z.number(),
  threads: /* @__PURE__ */ z.number(),
  baseClockGhz: /* @__PURE__ */ z.number(),
  boostClockGhz: /* @__PURE__ */ z.number(),
  tdpW: /* @__PURE__ */ z.number().nullable(),
  /**
   * Sustained peak package power the maker allows at stock settings: Intel's "Maximum Turbo
   * Power" (PL2) on ARK. Optional: AMD desktop parts derive it from the TDP (PPT = 1.35 ×
   * TDP, `../compat/power.ts`); an Intel part without it leaves the PSU check unchecked.
   */
  peakPowerW: /* @__PURE__ */ z
    .number()
    .optional()
    .meta({ description: 'Intel "Maximum Turbo Power" (PL2); absent for AMD parts, whose PPT is 1.35 × tdpW.' }),
  /** Total L3 cache; large-cache (X3D) parts feed games faster, which the FPS estimator models. */
  l3CacheMb: /* @__PURE__ */ z.number(),
  /** Name of the integrated graphics, or null when the CPU has none (an "F" model). */
  integratedGraphics: /* @__PURE__ */ z.string().nullable(),
  /** Whether a cooler comes in the box. */
  includesCooler: /* @__PURE__ */ z.boolean().nullable(),
  memoryTypes: /* @__PURE__ */ z.array(MemoryTypeSchema),
  /** Lanes to the x16 slot(s) and M.2 from the CPU; informs lane-sharing warnings. */
  pcieLanes: /* @__PURE__ */ z.number(),
});

export const MotherboardSpecsSchema = /* @__PURE__ */ z.object({
  socket,
  formFactor: boardFormFactor,
  chipset: /* @__PURE__ */ z.string(),
  memoryType: MemoryTypeSchema,
  /** The memory modules the board's slots take. */
  memoryFormFactor: /* @__PURE__ */ MemoryFormFactorSchema.nullable(),
  /**
   * Fastest memory the board's maker lists for it, overclocked (XMP/EXPO) speeds included:
   * the top of the "Memory" line of its specification page.
   */
  maxMemorySpeedMts: /* @__PURE__ */ z.number().nullable().meta({ description: 'Fastest memory the maker lists, XMP/EXPO speeds included (MT/s).' }),
  dimmSlots: /* @__PURE__ */ z.number().nullable(),
  maxMemoryGb: /* @__PURE__ */ z.number().nullable(),
  m2Slots: /* @__PURE__ */ z.number().nullable(),
  /** Each M.2 storage slot (as many as `m2Slots`): the card sizes and drive kinds it takes. */
  m2SlotSupport: /* @__PURE__ */ z
    .array(M2SlotSupportSchema)
    .nullable()
    .meta({ description: 'Each M.2 storage slot: the card sizes it takes and whether it runs SATA M.2 drives.' }),
  /** SATA ports that stop working once the M.2 slot(s) named in the manual are used. */
  sataPortsSharedWithM2: /* @__PURE__ */ z.number().nullable(),
  /** Whether populating an M.2 slot drops the main x16 slot to x8. */
  m2SharesGpuLanes: /* @__PURE__ */ z.boolean().nullable(),
  pcieX16Slots: /* @__PURE__ */ z.number().nullable(),
  pcieX1Slots: /* @__PURE__ */ z.number().nullable(),
  sataPorts: /* @__PURE__ */ z.number().nullable(),
  fanHeaders: /* @__PURE__ */ z.number().nullable(),
  /** 5 V 3-pin addressable RGB headers. */
  argbHeaders: /* @__PURE__ */ z.number().nullable(),
  /** Rear video outputs, used only by a CPU's integrated graphics; empty when none. */
  videoOutputs: /* @__PURE__ */ z.array(VideoOutputSchema).nullable(),
  /** CPU microarchitectures that run on the board's shipping BIOS; others of the socket may need an update. */
  biosReadyMicroarchitectures: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()).nullable(),
  /** 8-pin EPS connectors for CPU power. */
  epsConnectors: /* @__PURE__ */ z.number().nullable(),
  /** Front-panel USB-C headers (USB 3.x Type-E / Key-A). Optional: unknown is not none. */
  usbCHeaders: /* @__PURE__ */ z.number().optional().meta({ description: 'Front-panel USB-C headers; absent when unknown.' }),
  /** 12 V 4-pin (non-addressable) RGB headers; a 5 V ARGB device on one burns out. Optional: unknown is not none. */
  rgb12vHeaders: /* @__PURE__ */ z.number().optional().meta({ description: '12 V 4-pin RGB headers; absent when unknown.' }),
});

export const MemorySpecsSchema = /* @__PURE__ */ z.object({
  type: MemoryTypeSchema,
  /** DIMM (desktop) or SO-DIMM (laptop) modules. */
  formFactor: MemoryFormFactorSchema,
  modules: /* @__PURE__ */ z.number(),
  moduleSizeGb: /* @__PURE__ */ z.number(),
  speedMts: /* @__PURE__ */ z.number(),
  casLatency: /* @__PURE__ */ z.number(),
  /** Module height including heat spreader; matters under large air coolers. */
  heightMm: /* @__PURE__ */ z.number().nullable(),
});

export const GpuSpecsSchema = /* @__PURE__ */ z.object({
  /** e.g. 'GeForce RTX 5070 Ti'. */
  chipset: /* @__PURE__ */ z.string(),
  memoryGb: /* @__PURE__ */ z.number(),
  lengthMm: /* @__PURE__ */ z.number().nullable(),
  /** Expansion slots the card occupies (2, 2.5 → 3, ...). */
  slotWidth: /* @__PURE__ */ z.number().nullable(),
  /** Total board power. */
  boardPowerW: /* @__PURE__ */ z.number().nullable(),
  /**
   * The chipset maker's recommended power supply for a system with this card: NVIDIA's
   * "Required System Power", AMD's "Recommended PSU". Optional; a partner card may ask more.
   */
  recommendedPsuW: /* @__PURE__ */ z
    .number()
    .optional()
    .meta({ description: 'The chip maker’s recommended PSU (NVIDIA "Required System Power", AMD "Recommended PSU").' }),
  /** Power inputs on the card. */
  powerConnectors: /* @__PURE__ */ z
    .object({ pcie8Pin: /* @__PURE__ */ z.number(), pcie6Pin: /* @__PURE__ */ z.number(), pcie12v2x6: /* @__PURE__ */ z.number() })
    .nullable(),
  outputs: /* @__PURE__ */ z.array(VideoOutputSchema).nullable(),
  /** PassMark G3D Mark of the chipset (pc-game-fps-dataset gpus.csv); drives the FPS estimator. */
  g3dMark: /* @__PURE__ */ z.number(),
});

export const StorageSpecsSchema = /* @__PURE__ */ z.object({
  kind: /* @__PURE__ */ z.enum(['ssd', 'hdd']),
  /** 'M.2' drives go in M.2 slots; 2.5" and 3.5" drives in bays, on SATA ports. */
  formFactor: /* @__PURE__ */ z.enum(['M.2', '2.5"', '3.5"']),
  interface: /* @__PURE__ */ z.enum(['NVMe', 'SATA']),
  /** An M.2 drive's card size (the dataset's "M.2-2280"); null for drives of other form factors. */
  m2Size: /* @__PURE__ */ m2Size.nullable().meta({ description: 'An M.2 drive’s card size (2280: 22 × 80 mm); null for other drives.' }),
  capacityGb: /* @__PURE__ */ z.number(),
});

export const CoolerSpecsSchema = /* @__PURE__ */ z.object({
  kind: /* @__PURE__ */ z.enum(['air', 'liquid']),
  /** Air coolers: total height above the CPU (null when unknown). Null for liquid coolers. */
  heightMm: /* @__PURE__ */ z.number().nullable(),
  /** Liquid coolers: radiator length (120, 240, 280, 360). Null for air coolers. */
  radiatorMm: /* @__PURE__ */ z.number().nullable(),
  sockets: /* @__PURE__ */ z.array(socket).nullable(),
  /**
   * Air coolers: the tallest memory module that fits under the fins, or `'unlimited'` when
   * they do not overhang the memory slots; null when unknown (and for liquid coolers, which
   * have no fins over the memory).
   */
  memoryClearanceMm: /* @__PURE__ */ z
    .union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.literal('unlimited')])
    .nullable()
    .meta({
      description: 'Air coolers: the tallest memory that fits under the fins, or unlimited when they do not overhang; null when unknown.',
    }),
  /**
   * Liquid coolers: the radiator's thickness plus its fans' (27 + 25 mm for most), what it
   * takes from the graphics card's length when mounted at the front. Optional: unknown is not 0.
   */
  radiatorThicknessMm: /* @__PURE__ */ z.number().optional().meta({
    description: 'A liquid cooler’s radiator plus fans, in mm: what it takes from the GPU length at the front; absent when unknown.',
  }),
});

export const CaseSpecsSchema = /* @__PURE__ */ z.object({
  /** The shop's case model this case belongs to, if any (slug). */
  model: /* @__PURE__ */ z.string().nullable(),
  supportedBoards: /* @__PURE__ */ z.array(boardFormFactor).nullable(),
  maxGpuLengthMm: /* @__PURE__ */ z.number().nullable(),
  maxCoolerHeightMm: /* @__PURE__ */ z.number().nullable(),
  /** Radiator lengths the case can mount (at any position). */
  radiatorSupportMm: /* @__PURE__ */ z.array(/* @__PURE__ */ z.number()).nullable(),
  fanMounts120: /* @__PURE__ */ z.number().nullable(),
  fanMounts140: /* @__PURE__ */ z.number().nullable(),
  /** Fans already fitted. */
  includedFans: /* @__PURE__ */ z.number().nullable(),
  bays35: /* @__PURE__ */ z.number().nullable(),
  bays25: /* @__PURE__ */ z.number().nullable(),
  /** External 5.25" bays for optical drives. */
  bays525: /* @__PURE__ */ z.number().nullable(),
  expansionSlots: /* @__PURE__ */ z.number().nullable(),
  psuFormFactors: /* @__PURE__ */ z.array(PsuFormFactorSchema).nullable(),
  maxPsuLengthMm: /* @__PURE__ */ z.number().nullable(),
  /** Whether the front panel has a USB-C port (it needs a board USB-C header). Optional: unknown is not none. */
  frontUsbC: /* @__PURE__ */ z.boolean().optional().meta({ description: 'A USB-C port on the front panel; absent when unknown.' }),
  /**
   * Radiator lengths the case takes out of the graphics card's way (top, side, rear); a
   * supported length not listed goes at the front, in the card's length. Optional: unknown
   * is not "front only".
   */
  radiatorClearOfGpuMm: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.number())
    .optional()
    .meta({ description: 'Radiator lengths the case takes out of the graphics card’s way (top, side, rear); absent when unknown.' }),
  /**
   * The case's finish (its body's colour), one part per finish the maker sells. Optional:
   * unknown is not black.
   */
  colour: /* @__PURE__ */ z
    .enum(caseFinishes)
    .optional()
    .meta({ description: 'The case’s finish, the colour of its body (accents aside); absent when unknown.' }),
});

export const PsuSpecsSchema = /* @__PURE__ */ z.object({
  wattage: /* @__PURE__ */ z.number(),
  formFactor: PsuFormFactorSchema,
  /** e.g. '80+ Gold'. */
  efficiency: /* @__PURE__ */ z.string(),
  modular: /* @__PURE__ */ z.enum(['full', 'semi', 'none']),
  lengthMm: /* @__PURE__ */ z.number().nullable(),
  connectors: /* @__PURE__ */ z
    .object({
      eps8Pin: /* @__PURE__ */ z.number(),
      pcie8Pin: /* @__PURE__ */ z.number(),
      pcie12v2x6: /* @__PURE__ */ z.number(),
      sata: /* @__PURE__ */ z.number(),
    })
    .nullable(),
});

export const CaseFanSpecsSchema = /* @__PURE__ */ z.object({
  sizeMm: /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal(120), /* @__PURE__ */ z.literal(140)]),
  /** Fans in the pack. */
  quantity: /* @__PURE__ */ z.number(),
  argb: /* @__PURE__ */ z.boolean(),
});

export const LightingSpecsSchema = /* @__PURE__ */ z.object({
  kind: /* @__PURE__ */ z.enum(['strip', 'controller', 'cable']),
  /** ARGB headers the product needs on the motherboard. */
  argbHeaders: /* @__PURE__ */ z.number().nullable(),
});

export const MonitorSpecsSchema = /* @__PURE__ */ z.object({
  sizeInches: /* @__PURE__ */ z.number(),
  resolution: /* @__PURE__ */ z.object({ width: /* @__PURE__ */ z.number(), height: /* @__PURE__ */ z.number() }),
  refreshHz: /* @__PURE__ */ z.number(),
  panel: /* @__PURE__ */ z.string(),
  inputs: /* @__PURE__ */ z.array(VideoOutputSchema).nullable(),
});

export const OpticalDriveSpecsSchema = /* @__PURE__ */ z.object({
  kind: /* @__PURE__ */ z.enum(['DVD', 'Blu-ray']),
  writer: /* @__PURE__ */ z.boolean(),
});

export const OsSpecsSchema = /* @__PURE__ */ z.object({ edition: /* @__PURE__ */ z.string() });

export const AccessorySpecsSchema = /* @__PURE__ */ z.object({
  kind: /* @__PURE__ */ z.enum(['keyboard', 'mouse', 'headphones', 'speakers', 'webcam', 'thermal-paste', 'fan-controller', 'case-accessory']),
  wireless: /* @__PURE__ */ z.boolean(),
});

/** Each category's facts, by category. */
export const partSpecsSchemas = {
  cpu: CpuSpecsSchema,
  motherboard: MotherboardSpecsSchema,
  memory: MemorySpecsSchema,
  gpu: GpuSpecsSchema,
  storage: StorageSpecsSchema,
  cooler: CoolerSpecsSchema,
  case: CaseSpecsSchema,
  psu: PsuSpecsSchema,
  'case-fan': CaseFanSpecsSchema,
  lighting: LightingSpecsSchema,
  monitor: MonitorSpecsSchema,
  'optical-drive': OpticalDriveSpecsSchema,
  os: OsSpecsSchema,
  accessory: AccessorySpecsSchema,
} satisfies Record<PartCategory, z.ZodType>;

/** A part of one category as sold: its facts plus the offer in the country's currency. */
function partOfferSchema<C extends PartCategory>(category: C) {
  return z.object({
    /** Stable slug, e.g. 'cpu-amd-ryzen-7-9800x3d'. */
    id: z.string().meta({ example: 'cpu-amd-ryzen-7-9800x3d' }),
    category: z.literal(category),
    name: z.string(),
    brand: z.string(),
    specs: partSpecsSchemas[category] as (typeof partSpecsSchemas)[C],
    /** Product id: what a cart line points at. */
    product_id: z.number().int().meta({ description: 'Product id (what a cart line points at).' }),
    price: MoneySchema.meta({ description: 'Price including VAT, in the country’s currency.' }),
    in_stock: z.boolean(),
    /**
     * Out of stock, but its supplier takes orders: it can be bought,
     * and `lead_time_days` is then the restock time. Absent means false.
     */
    backorder: z.boolean().optional().meta({ description: 'Out of stock, but the supplier takes orders: it can be bought and ships later.' }),
    lead_time_days: z.number().int().meta({ description: 'Working days to ship the part on its own.' }),
    /** The picture of the part's category (a graphics card in its length class). */
    image: PictureSchema.optional(),
    status: z.enum(['public', 'discontinued', 'archived']),
    /** Buyers' average rating, 0–5 with one decimal; null when not yet rated. Absent where not given. */
    rating: z.number().nullable().optional().meta({ description: 'Buyers’ average rating, 0–5 with one decimal; null when not yet rated.' }),
    /** How many approved reviews the rating is of. Absent where not given. */
    review_count: z.number().int().optional().meta({ description: 'How many approved reviews the rating is of.' }),
  });
}

/** A part as sold: its facts plus the offer in the country's currency. */
export const PartOfferSchema = /* @__PURE__ */ z
  .discriminatedUnion('category', [
    /* @__PURE__ */ partOfferSchema('cpu'),
    /* @__PURE__ */ partOfferSchema('motherboard'),
    /* @__PURE__ */ partOfferSchema('memory'),
    /* @__PURE__ */ partOfferSchema('gpu'),
    /* @__PURE__ */ partOfferSchema('storage'),
    /* @__PURE__ */ partOfferSchema('cooler'),
    /* @__PURE__ */ partOfferSchema('case'),
    /* @__PURE__ */ partOfferSchema('psu'),
    /* @__PURE__ */ partOfferSchema('case-fan'),
    /* @__PURE__ */ partOfferSchema('lighting'),
    /* @__PURE__ */ partOfferSchema('monitor'),
    /* @__PURE__ */ partOfferSchema('optical-drive'),
    /* @__PURE__ */ partOfferSchema('os'),
    /* @__PURE__ */ partOfferSchema('accessory'),
  ])
  .meta({ id: 'PartOffer' });
export type PartOffer = z.infer<typeof PartOfferSchema>;

/** GET api/ecommerce/parts/?category=… — one page of parts. */
export const PartListingSchema = /* @__PURE__ */ pageSchemaOf(PartOfferSchema).meta({ id: 'PartListing' });
export type PartListing = z.infer<typeof PartListingSchema>;
