import { z } from 'zod';
import { CurrencyCodeSchema, ListQuerySchema, MoneySchema, pageSchemaOf, PictureSchema } from './common';
import type { BuildSort } from './options';
import type { PartCategory } from '../catalogue/parts';
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

/** GET api/ecommerce/builds/ query: SPEC §9 sorts, filters and pagination. */
export type BuildListQuery = ListQuery & {
  sort?: BuildSort;
  /** Only builds in stock. */
  in_stock?: boolean;
  /** Price band, in minor units of the country's currency, inclusive. */
  price_min?: number;
  price_max?: number;
  /** Category slug, e.g. 'gaming-pcs/esports'. */
  category?: string;
  /** Case model slug. */
  model?: string;
};

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

/** GET api/ecommerce/builds/by-fps/?game&resolution&preset&target_fps */
export const FpsFinderQuerySchema = /* @__PURE__ */ z.object({
  game: /* @__PURE__ */ z.string(),
  resolution: /* @__PURE__ */ z.enum(resolutions),
  preset: /* @__PURE__ */ z.enum(graphicsPresets),
  target_fps: /* @__PURE__ */ z.number().int(),
});
export type FpsFinderQuery = z.infer<typeof FpsFinderQuerySchema>;

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
    query: FpsFinderQuerySchema,
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

/** GET api/ecommerce/parts/?category=… — parts for the configurator and the accessories upsell. */
export type PartListQuery = ListQuery & {
  category: PartCategory;
  sort?: BuildSort;
  in_stock?: boolean;
  price_min?: number;
  price_max?: number;
  /** Free-text search in the part name and brand. */
  search?: string;
  /**
   * "Only compatible" (SPEC §8): the rest of the build, as comma-separated part product
   * ids with an optional `:amount` (`12,40:2,77`). Only parts that, put in the build the way
   * `slot_change` says, bring no blocker of their own are listed (the kit's
   * `compatibilityFilter`, run on the server).
   */
  compatible_with?: string;
  /** How a listed part would go into the build. @default 'replace' */
  slot_change?: 'replace' | 'add';
};
