import { z } from 'zod';
import {
  booleanQuery,
  CurrencyCodeSchema,
  ListQuerySchema,
  MoneySchema,
  pageQueryShape,
  pageSchemaOf,
  PictureSchema,
  priceBandIsOrdered,
  priceQuery,
  searchQuery,
  slugQuery,
} from './common';
import { buildSortOptions } from './options';
import { caseFinishes, partCategories, type PartCategory } from '../catalogue/parts';
import { PC_BUILD_MAX_AMOUNT, PC_BUILD_MAX_COMPONENTS } from '../configurator/buildLimits';
import { graphicsPresets, resolutions } from '../performance/types';
import { localeTags, type CountryCode } from '../storefronts';

/** GET api/ecommerce/regional/country/ — one row per country the shop knows. */
export const CountrySchema = /* @__PURE__ */ z
  .object({
    iso_3166_1_a2: /* @__PURE__ */ z.string().length(2).meta({ example: 'GB' }),
    /** Whether the shop ships there (SPEC §5: shipping only to listed countries). */
    is_shipping: /* @__PURE__ */ z.boolean(),
    /** Currency of that country's storefront, for shipping countries. */
    currency: /* @__PURE__ */ CurrencyCodeSchema.nullable(),
    /** VAT rate in basis points for shipping countries, else null. */
    vat_rate_bp: /* @__PURE__ */ z.number().int().nullable().meta({ description: 'VAT in basis points (2000 = 20 %).', example: 2000 }),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof CountrySchema>;

/** GET api/ecommerce/regional/currency/ */
export const CurrencySchema = /* @__PURE__ */ z
  .object({
    code: CurrencyCodeSchema,
    /** Digits after the decimal point of the minor unit. */
    minor_unit_digits: /* @__PURE__ */ z.number().int().meta({ example: 2 }),
  })
  .meta({ id: 'Currency' });
export type Currency = z.infer<typeof CurrencySchema>;

/** An estimated FPS range (not a measurement). */
export const FpsRangeSchema = /* @__PURE__ */ z
  .object({ min: /* @__PURE__ */ z.number().int(), max: /* @__PURE__ */ z.number().int() })
  .meta({ id: 'FpsRange', description: 'An estimated FPS range (not a measurement).' });
export type FpsRange = z.infer<typeof FpsRangeSchema>;

/** A pre-built gaming PC as the product card shows it (SPEC §3 "Build or product card"). */
export const BuildCardSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int().meta({ description: 'Product id (what a cart line points at).' }),
    reference: /* @__PURE__ */ z.string().meta({ example: 'RS-VANGUARD-5060' }),
    name: /* @__PURE__ */ z.string().meta({ example: 'Rigsmith Vanguard RTX 5060' }),
    product_class: /* @__PURE__ */ z.literal('pc-build'),
    /** Price including VAT, in the requested country's currency, after any discount. */
    price: /* @__PURE__ */ MoneySchema.meta({ description: 'Price including VAT, in the country’s currency, after any discount.' }),
    /** The price before the discount, when the build is discounted; null otherwise. */
    was_price: /* @__PURE__ */ MoneySchema.meta({ description: 'Price before the discount; null when not discounted.' }).nullable(),
    /** Slug of the case model the build belongs to (its model page), if any. */
    model: /* @__PURE__ */ z.string().nullable().meta({ description: 'Case model slug (model page).', example: 'vanguard' }),
    /** Slug of the build's category, e.g. 'gaming-pcs/esports'. */
    category: /* @__PURE__ */ z.string().nullable().meta({ example: 'gaming-pcs/esports' }),
    /** Average customer rating, 0–5 with one decimal; null when not yet rated. */
    rating: /* @__PURE__ */ z.number().nullable().meta({ description: 'Average rating 0–5, one decimal; null if unrated.', example: 4.6 }),
    review_count: /* @__PURE__ */ z.number().int(),
    shipping_days: /* @__PURE__ */ z.number().int().meta({ description: 'Working days to dispatch: slowest component lead time + assembly days.' }),
    /** ISO date (YYYY-MM-DD) the build is estimated to ship if ordered today. */
    estimated_ship_date: /* @__PURE__ */ z.string().meta({ format: 'date', example: '2026-03-04' }),
    in_stock: /* @__PURE__ */ z.boolean().meta({ description: 'Every component is in stock in the amount the build needs.' }),
    /**
     * Out of stock, but every short part can be ordered from its supplier: it can be bought,
     * and its ship date already counts the restock. Absent means false.
     */
    backorder: /* @__PURE__ */ z
      .boolean()
      .optional()
      .meta({ description: 'Not in stock, but every short component can be ordered from its supplier: it can be bought and ships later.' }),
    /** Average FPS range across popular games at 1080p High (an estimate). */
    fps: /* @__PURE__ */ FpsRangeSchema.meta({
      description: 'Estimated average FPS range across popular games at 1080p High; null without a graphics card.',
    }).nullable(),
    /** An illustration drawn from the build's parts (case shape and colour, graphics card length, cooler, fans, lighting). */
    image: /* @__PURE__ */ PictureSchema.optional(),
  })
  .meta({ id: 'BuildCard' });
export type BuildCard = z.infer<typeof BuildCardSchema>;

/** A page of a listing. */
export type Page<T> = {
  items: T[];
  count: number;
  page: number;
  per_page: number;
};

/** A listing's page (SPEC §9 pagination): the input of the contract's `ListQuerySchema`. */
export type ListQuery = z.input<typeof ListQuerySchema>;

export type RequestContext = {
  country: CountryCode;
};

// ── Catalogue (issue: the catalogue) ────────────────────────────────────────────────

// Kept in a module of plain constants: a screen that reads only the sort options leaves the
// schemas here, and zod, out of its bundle.
export { buildSortOptions, type BuildSort } from './options';

/** A listing's order (SPEC §9 sorts); best sellers first when the query names none. */
function sortQuery(description?: string) {
  return z
    .enum(buildSortOptions, { error: `sort must be one of ${buildSortOptions.join(', ')}` })
    .default('bestselling')
    .meta({ param: { name: 'sort', in: 'query' }, ...(description && { description }), example: 'price_asc' });
}

/**
 * GET api/ecommerce/builds/ query: SPEC §9 sorts, filters and pagination. The server validates
 * with it (its messages are the 400 answer's); a client sends its input type.
 */
export const BuildListQuerySchema = /* @__PURE__ */ z
  .object({
    ...pageQueryShape,
    sort: /* @__PURE__ */ sortQuery(),
    /** Only builds in stock. */
    in_stock: /* @__PURE__ */ booleanQuery('in_stock', 'Only builds in stock.'),
    /** Price band, in minor units of the country's currency, inclusive. */
    price_min: /* @__PURE__ */ priceQuery('price_min', 'Lowest price, minor units of the country’s currency incl. VAT (inclusive).'),
    price_max: /* @__PURE__ */ priceQuery('price_max', 'Highest price, minor units of the country’s currency incl. VAT (inclusive).'),
    /** Category slug, e.g. 'gaming-pcs/esports'. */
    category: /* @__PURE__ */ slugQuery('category', 'Category slug; includes the categories below it.', 'gaming-pcs'),
    /** Case model slug. */
    model: /* @__PURE__ */ slugQuery('model', 'Case model slug.', 'vanguard'),
  })
  .superRefine(priceBandIsOrdered);
export type BuildListQuery = z.input<typeof BuildListQuerySchema>;

/** GET api/ecommerce/builds/ without its facets. */
export const BuildCardPageSchema = /* @__PURE__ */ pageSchemaOf(BuildCardSchema).meta({ id: 'BuildCardPage' });

export const FacetSchema = /* @__PURE__ */ z
  .object({ value: /* @__PURE__ */ z.string(), label: /* @__PURE__ */ z.string(), count: /* @__PURE__ */ z.number().int() })
  .meta({ id: 'Facet' });
export type Facet = z.infer<typeof FacetSchema>;

/** The listing page: builds plus the facets of the whole filtered set. */
export const BuildListingSchema = /* @__PURE__ */ pageSchemaOf(BuildCardSchema)
  .extend({
    facets: /* @__PURE__ */ z.object({
      categories: /* @__PURE__ */ z.array(FacetSchema).meta({ description: 'Builds per category in the filtered set.' }),
      /** Lowest and highest price in the filtered set; null when it is empty. */
      price: /* @__PURE__ */ z
        .object({ min: MoneySchema, max: MoneySchema })
        .nullable()
        .meta({ description: 'Lowest and highest price in the filtered set; null when it is empty.' }),
      in_stock: /* @__PURE__ */ z.number().int().meta({ description: 'Builds in stock in the filtered set.' }),
    }),
  })
  .meta({ id: 'BuildListing' });
export type BuildListing = z.infer<typeof BuildListingSchema>;

/** GET api/ecommerce/category/ */
export const CategorySchema = /* @__PURE__ */ z
  .object({
    slug: /* @__PURE__ */ z.string().meta({ example: 'gaming-pcs/esports' }),
    /** In the storefront's language. */
    name: /* @__PURE__ */ z.string().meta({ description: 'In the storefront’s language.' }),
    parent: /* @__PURE__ */ z.string().nullable(),
    /** From the top category down to this one, inclusive. */
    breadcrumbs: /* @__PURE__ */ z
      .array(/* @__PURE__ */ z.object({ slug: /* @__PURE__ */ z.string(), name: /* @__PURE__ */ z.string() }))
      .meta({ description: 'From the top category down to this one, inclusive.' }),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

/** GET api/ecommerce/settings/ */
export const SiteSettingSchema = /* @__PURE__ */ z
  .object({
    slug: /* @__PURE__ */ z.string().meta({ example: 'free-shipping-threshold' }),
    /** Money settings are minor units of the country's currency. */
    value: /* @__PURE__ */ z.string().meta({ description: 'Money settings are minor units of the country’s currency.', example: '10000' }),
  })
  .meta({ id: 'SiteSetting' });
export type SiteSetting = z.infer<typeof SiteSettingSchema>;

const CmsLinkSchema = /* @__PURE__ */ z.object({
  label: /* @__PURE__ */ z.string(),
  href: /* @__PURE__ */ z.string().meta({ example: '/contact-us' }),
});

/** GET api/cms/meta: what the layout needs from the CMS. */
export const CmsMetaSchema = /* @__PURE__ */ z
  .object({
    site_name: /* @__PURE__ */ z.string().meta({ example: 'Rigsmith' }),
    /** Main navigation; paths without the locale prefix. */
    navigation: /* @__PURE__ */ z.array(CmsLinkSchema).meta({ description: 'Main navigation; paths without the locale prefix.' }),
    footer_links: /* @__PURE__ */ z.array(CmsLinkSchema),
  })
  .meta({ id: 'CmsMeta' });
export type CmsMeta = z.infer<typeof CmsMetaSchema>;

/** GET api/cms/pages/ → { items } */
export const CmsPageSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    slug: /* @__PURE__ */ z.string().meta({ example: 'warranty' }),
    /** In the storefront's language. */
    title: /* @__PURE__ */ z.string().meta({ description: 'In the storefront’s language.' }),
    meta: /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z.enum(['content', 'landing', 'legal']),
      api_url: /* @__PURE__ */ z.string().meta({ example: '/api/cms/pages/warranty/' }),
    }),
  })
  .meta({ id: 'CmsPage' });
export type CmsPage = z.infer<typeof CmsPageSchema>;

/** GET api/cms/pages/ */
export const CmsPageListSchema = /* @__PURE__ */ z.object({ items: /* @__PURE__ */ z.array(CmsPageSchema) }).meta({ id: 'CmsPageList' });
export type CmsPageList = z.infer<typeof CmsPageListSchema>;

/**
 * How a request names a product: its `id`, or for a custom build its `public_id`. A custom
 * build answers to its id only for its signed-in owner; a guest's build is reached by
 * anyone else only through its public id (a random UUID), so its lines in a guest cart
 * keep that.
 */
export type ProductKey = number | string;

/** GET api/ecommerce/product/?ids=1,2 — what a guest cart line needs of a product. */
export const ProductSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    /** A custom build's public reference (UUID v4): what a guest cart keeps for it. Null for any other product. */
    public_id: /* @__PURE__ */ z
      .string()
      .nullable()
      .meta({ format: 'uuid', description: 'A custom build’s public reference: how a guest cart names it. Null for any other product.' }),
    reference: /* @__PURE__ */ z.string().meta({ example: 'RS-VANGUARD-5060' }),
    name: /* @__PURE__ */ z.string(),
    product_class: /* @__PURE__ */ z.enum(['pc-build', 'component', 'accessory']),
    price: /* @__PURE__ */ MoneySchema.meta({ description: 'Price including VAT, in the country’s currency, after any discount.' }),
    in_stock: /* @__PURE__ */ z.boolean(),
    /**
     * Out of stock, but every short part can be ordered from its supplier: it can be bought,
     * and its ship date already counts the restock. Absent means false.
     */
    backorder: /* @__PURE__ */ z
      .boolean()
      .optional()
      .meta({ description: 'Out of stock, but the supplier takes orders: it can be bought and ships later.' }),
    /** 'public' means live (SPEC §3); anything else cannot be bought. */
    status: /* @__PURE__ */ z
      .enum(['public', 'discontinued', 'archived'])
      .meta({ description: "'public' means live; anything else cannot be bought." }),
    shipping_days: /* @__PURE__ */ z.number().int(),
    /** An illustration: a build's drawn from its parts, a part's from its category. */
    image: /* @__PURE__ */ PictureSchema.optional(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

/** An approved review on a model page: plain text, in the language it was written in. */
export const ReviewSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    author: /* @__PURE__ */ z.string(),
    rating: /* @__PURE__ */ z.number().int(),
    title: /* @__PURE__ */ z.string(),
    text: /* @__PURE__ */ z.string().meta({ description: 'Plain text, as the customer typed it.' }),
    /** The language it was written in; the page shows the storefront's first. */
    locale: /* @__PURE__ */ z.enum(localeTags).meta({ description: 'The language it was written in.' }),
    /** A verified purchase, or one of the shop's labelled samples. */
    origin: /* @__PURE__ */ z
      .enum(['verified_purchase', 'sample'])
      .meta({ description: 'Written by a customer who received the build, or one of the shop’s labelled samples.' }),
    /** ISO date. */
    created_at: /* @__PURE__ */ z.string().meta({ format: 'date' }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export type SpecificationRow = { label: string; value: string };

export const GalleryImageSchema = /* @__PURE__ */ z
  .object({
    src: /* @__PURE__ */ z.string().meta({ example: '/api/ecommerce/models/vanguard/gallery/vanguard-front.svg' }),
    alt: /* @__PURE__ */ z.string(),
    width: /* @__PURE__ */ z.number().int(),
    height: /* @__PURE__ */ z.number().int(),
  })
  .meta({ id: 'GalleryImage' });
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

/** GET api/ecommerce/models/ — case models, each a family of builds. */
export const CaseModelSummarySchema = /* @__PURE__ */ z
  .object({
    slug: /* @__PURE__ */ z.string().meta({ example: 'vanguard' }),
    name: /* @__PURE__ */ z.string(),
    /** Set for the product-collaboration case model. */
    collaboration: /* @__PURE__ */ z
      .object({ partner: /* @__PURE__ */ z.string() })
      .nullable()
      .meta({ description: 'Set for the product-collaboration model.' }),
    image: GalleryImageSchema,
    rating: /* @__PURE__ */ z.number().nullable().meta({ description: 'Over the approved reviews of the model’s listed builds, one decimal.' }),
    review_count: /* @__PURE__ */ z.number().int(),
    /** Lowest build price in this model. */
    price_from: /* @__PURE__ */ MoneySchema.meta({ description: 'Lowest build price; null when none is for sale.' }).nullable(),
  })
  .meta({ id: 'CaseModelSummary' });
export type CaseModelSummary = z.infer<typeof CaseModelSummarySchema>;

/** GET api/ecommerce/models/{slug}/ — the model page (SPEC §2). */
export const CaseModelSchema = /* @__PURE__ */ CaseModelSummarySchema.extend({
  /** "Select your case" introduction. */
  intro: /* @__PURE__ */ z.string().meta({ description: '"Select your case" introduction.' }),
  overview: /* @__PURE__ */ z.string(),
  gallery: /* @__PURE__ */ z.array(GalleryImageSchema),
  specification: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ label: /* @__PURE__ */ z.string(), value: /* @__PURE__ */ z.string() })),
  reviews: /* @__PURE__ */ z.array(ReviewSchema).meta({
    description:
      'Every approved review of the model’s listed builds (exactly those the rating and count are of): the storefront language first, newest first.',
  }),
  builds: /* @__PURE__ */ z.array(BuildCardSchema).meta({ description: 'The model’s builds, best sellers first.' }),
  /**
   * The finishes the model's builds come in (their cases' `colour`), in the order of their
   * best-selling build, each with the ids of its builds in `builds` order. A build whose
   * case's colour is unknown is in none.
   */
  colours: /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z.object({
        colour: /* @__PURE__ */ z.enum(caseFinishes),
        build_ids: /* @__PURE__ */ z.array(/* @__PURE__ */ z.number().int()),
      }),
    )
    .meta({ description: 'The finishes the model’s builds come in, best-selling first, each with its builds’ ids (in `builds` order).' }),
}).meta({ id: 'CaseModel' });
export type CaseModel = z.infer<typeof CaseModelSchema>;

/** GET api/ecommerce/builds/by-budget/ — builds grouped in price bands. */
export const BudgetBandSchema = /* @__PURE__ */ z
  .object({
    slug: /* @__PURE__ */ z.enum(['entry', 'mainstream', 'performance', 'enthusiast']),
    min: MoneySchema,
    /** Null for the open-ended top band. */
    max: /* @__PURE__ */ MoneySchema.meta({ description: 'Exclusive upper bound; null for the open-ended top band.' }).nullable(),
    builds: /* @__PURE__ */ z.array(BuildCardSchema),
  })
  .meta({ id: 'BudgetBand' });
export type BudgetBand = z.infer<typeof BudgetBandSchema>;

/** GET api/ecommerce/games/ — the games list. */
export const GameSummarySchema = /* @__PURE__ */ z
  .object({
    slug: /* @__PURE__ */ z.string().meta({ example: 'cyberpunk-2077' }),
    name: /* @__PURE__ */ z.string().meta({ example: 'Cyberpunk 2077' }),
    release_year: /* @__PURE__ */ z.number().int().nullable(),
    engine_fps_cap: /* @__PURE__ */ z.number().int().nullable().meta({ description: 'Frame cap of the game engine, if any.' }),
  })
  .meta({ id: 'GameSummary' });
export type GameSummary = z.infer<typeof GameSummarySchema>;

export const GameSummaryPageSchema = /* @__PURE__ */ pageSchemaOf(GameSummarySchema).meta({ id: 'GameSummaryPage' });

/** A chart's screen resolution (SPEC §6 FPS estimates); 1080p when the query names none. */
const resolutionQuery = /* @__PURE__ */ z
  .enum(resolutions, { error: `resolution must be one of ${/* @__PURE__ */ resolutions.join(', ')}` })
  .default('1080p')
  .meta({ param: { name: 'resolution', in: 'query' }, example: '1440p' });

/** A chart's graphics preset; high when the query names none. */
const presetQuery = /* @__PURE__ */ z
  .enum(graphicsPresets, { error: `preset must be one of ${/* @__PURE__ */ graphicsPresets.join(', ')}` })
  .default('high')
  .meta({ param: { name: 'preset', in: 'query' }, example: 'ultra' });

/** GET api/ecommerce/games/?search&page&per_page — the server validates with it. */
export const GameListQuerySchema = /* @__PURE__ */ z.object({
  ...pageQueryShape,
  search: /* @__PURE__ */ searchQuery('Text in the game’s name.'),
});
export type GameListQuery = z.input<typeof GameListQuerySchema>;

/** GET api/ecommerce/games/{slug}/?resolution&preset — the server validates with it. */
export const GamePerformanceQuerySchema = /* @__PURE__ */ z.object({ resolution: resolutionQuery, preset: presetQuery });
export type GamePerformanceQuery = z.input<typeof GamePerformanceQuerySchema>;

/**
 * GET api/ecommerce/builds/by-fps/?game&resolution&preset&target_fps — the server validates
 * with it; a client sends its output type, every setting named (the answer echoes them).
 */
export const FpsFinderQuerySchema = /* @__PURE__ */ z.object({
  game: /* @__PURE__ */ z
    .string({ error: 'game is required' })
    .min(1, { error: 'game is required' })
    .max(160, { error: 'game must be 160 characters or fewer' })
    .meta({ param: { name: 'game', in: 'query' }, description: 'Game slug (GET api/ecommerce/games/).', example: 'cyberpunk-2077' }),
  resolution: resolutionQuery,
  preset: presetQuery,
  target_fps: /* @__PURE__ */ z.coerce
    .number<number>({ error: 'target_fps must be a whole number' })
    .int({ error: 'target_fps must be a whole number' })
    .min(1, { error: 'target_fps must be 1 or more' })
    .max(1000, { error: 'target_fps must be 1000 or less' })
    .default(60)
    .meta({ param: { name: 'target_fps', in: 'query' }, example: 144 }),
});
export type FpsFinderQuery = z.output<typeof FpsFinderQuerySchema>;

/**
 * The query as the server read it, echoed in the answer: plain values, documented without
 * the query's defaults and limits; `satisfies` keeps it the query's output.
 */
const FpsFinderEchoSchema = /* @__PURE__ */ z.object({
  game: /* @__PURE__ */ z.string(),
  resolution: /* @__PURE__ */ z.enum(resolutions),
  preset: /* @__PURE__ */ z.enum(graphicsPresets),
  target_fps: /* @__PURE__ */ z.number().int(),
}) satisfies z.ZodType<FpsFinderQuery, FpsFinderQuery>;

export const FpsRecommendationSchema = /* @__PURE__ */ z.object({
  tier: /* @__PURE__ */ z.enum(['best_match', 'level_up', 'ultimate']),
  build: BuildCardSchema,
  /** Estimated FPS of this build in the chosen game and settings. */
  estimated_fps: FpsRangeSchema,
});
export type FpsRecommendation = z.infer<typeof FpsRecommendationSchema>;

export const FpsFinderResultSchema = /* @__PURE__ */ z
  .object({
    game: GameSummarySchema,
    query: FpsFinderEchoSchema,
    /** Best Match, Level Up, Ultimate PC, in that order; fewer when the catalogue has fewer that fit. */
    recommendations: /* @__PURE__ */ z.array(FpsRecommendationSchema),
  })
  .meta({ id: 'FpsFinderResult' });
export type FpsFinderResult = z.infer<typeof FpsFinderResultSchema>;

/** GET api/ecommerce/games/{slug}/ — a game with each build's estimated FPS (the chart). */
export const GamePerformanceSchema = /* @__PURE__ */ GameSummarySchema.extend({
  resolution: /* @__PURE__ */ z.enum(resolutions),
  preset: /* @__PURE__ */ z.enum(graphicsPresets),
  builds: /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ build: BuildCardSchema, estimated_fps: FpsRangeSchema })),
  /** Attribution shown beside every FPS figure. */
  source: /* @__PURE__ */ z.string().meta({ description: 'Attribution to show beside the figures.' }),
}).meta({ id: 'GamePerformance' });
export type GamePerformance = z.infer<typeof GamePerformanceSchema>;

/** Serial ids are 32-bit. */
const MAX_ID = 2_147_483_647;
const COMPATIBLE_WITH_FORMAT = 'compatible_with must be part product ids separated by commas, each with an optional :amount (12,40:2,77)';

/**
 * `compatible_with=12,40:2,77`: the rest of the build for "only compatible", as the same
 * lines a pc_build body holds: each part once, an amount of 1 to PC_BUILD_MAX_AMOUNT, at most
 * PC_BUILD_MAX_COMPONENTS parts. Empty: no build, no filter. A client sends the text.
 */
function compatibleWithQuery() {
  return z
    .string()
    .max(2000, { error: COMPATIBLE_WITH_FORMAT })
    .regex(/^(?:\d{1,10}(?::\d{1,3})?(?:,\d{1,10}(?::\d{1,3})?)*)?$/, { error: COMPATIBLE_WITH_FORMAT })
    .transform((value, context) => {
      if (value === '') return undefined;
      const lines = value.split(',').map((entry) => {
        const [component, amount = '1'] = entry.split(':');
        return { component: Number(component), amount: Number(amount) };
      });
      const seen = new Set<number>();
      for (const { component, amount } of lines) {
        if (component < 1 || component > MAX_ID) context.addIssue({ code: 'custom', message: `compatible_with: ${component} is not a product id` });
        else if (amount < 1 || amount > PC_BUILD_MAX_AMOUNT) {
          context.addIssue({ code: 'custom', message: `compatible_with: amounts must be 1 to ${PC_BUILD_MAX_AMOUNT}` });
        } else if (seen.has(component)) context.addIssue({ code: 'custom', message: `compatible_with: ${component} is listed twice` });
        seen.add(component);
      }
      if (lines.length > PC_BUILD_MAX_COMPONENTS) {
        context.addIssue({ code: 'custom', message: `compatible_with: at most ${PC_BUILD_MAX_COMPONENTS} parts` });
      }
      return lines;
    })
    .optional()
    .meta({
      param: { name: 'compatible_with', in: 'query' },
      description:
        '"Only compatible": the rest of the build, as part product ids with an optional :amount. Only parts that, put in it ' +
        'the way slot_change says, bring no blocker of their own are listed (the kit’s compatibilityFilter).',
      example: '12,40:2,77',
    });
}

/**
 * GET api/ecommerce/parts/?category=… — parts for the configurator and the accessories upsell.
 * The server validates with it; a client sends its input type.
 */
export const PartListQuerySchema = /* @__PURE__ */ z
  .object({
    ...pageQueryShape,
    // Text first, so a missing category says it is required rather than listing the choices;
    // typed as the category a client sends.
    category: /* @__PURE__ */ z
      .pipe(
        /* @__PURE__ */ z.string<PartCategory>({ error: 'category is required' }),
        /* @__PURE__ */ z.enum(partCategories, { error: `category must be one of ${/* @__PURE__ */ partCategories.join(', ')}` }),
      )
      .meta({ param: { name: 'category', in: 'query', required: true }, example: 'gpu' }),
    sort: /* @__PURE__ */ sortQuery('Parts have no sales or ratings yet: bestselling and best_rated list the shop’s own range first.'),
    in_stock: /* @__PURE__ */ booleanQuery('in_stock', 'Only parts in stock.'),
    price_min: /* @__PURE__ */ priceQuery('price_min', 'Lowest price, minor units of the country’s currency incl. VAT (inclusive).'),
    price_max: /* @__PURE__ */ priceQuery('price_max', 'Highest price, minor units of the country’s currency incl. VAT (inclusive).'),
    /** Free-text search in the part name and brand. */
    search: /* @__PURE__ */ searchQuery('Text in the part’s name or brand.'),
    /**
     * "Only compatible" (SPEC §8): the rest of the build, as comma-separated part product
     * ids with an optional `:amount` (`12,40:2,77`). Only parts that, put in the build the way
     * `slot_change` says, bring no blocker of their own are listed (the kit's
     * `compatibilityFilter`, run on the server).
     */
    compatible_with: /* @__PURE__ */ compatibleWithQuery(),
    /** How a listed part would go into the build. @default 'replace' */
    slot_change: /* @__PURE__ */ z
      .enum(['replace', 'add'], { error: 'slot_change must be replace or add' })
      .default('replace')
      .meta({
        param: { name: 'slot_change', in: 'query' },
        description: 'With compatible_with: a listed part replaces the parts of its slot (replace) or joins them (add: another drive, fan pack…).',
        example: 'add',
      }),
  })
  .superRefine(priceBandIsOrdered);
export type PartListQuery = z.input<typeof PartListQuerySchema>;
