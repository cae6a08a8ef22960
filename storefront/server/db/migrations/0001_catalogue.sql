CREATE TABLE "parts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"part_id" varchar(160) NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"specs" jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"lead_time_days" integer NOT NULL,
	"position" integer,
	"source" jsonb,
	CONSTRAINT "parts_part_id_unique" UNIQUE("part_id"),
	CONSTRAINT "parts_category_known" CHECK ("parts"."category" in ('cpu', 'motherboard', 'memory', 'gpu', 'storage', 'cooler', 'case', 'psu', 'case-fan', 'lighting', 'monitor', 'optical-drive', 'os', 'accessory')),
	CONSTRAINT "parts_stock_not_negative" CHECK ("parts"."stock" >= 0),
	CONSTRAINT "parts_lead_time_not_negative" CHECK ("parts"."lead_time_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"discount_minor" integer,
	CONSTRAINT "product_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency"),
	CONSTRAINT "product_prices_amount_not_negative" CHECK ("product_prices"."amount_minor" >= 0),
	CONSTRAINT "product_prices_discount_range" CHECK ("product_prices"."discount_minor" is null or ("product_prices"."discount_minor" > 0 and "product_prices"."discount_minor" < "product_prices"."amount_minor"))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(160) NOT NULL,
	"name" text NOT NULL,
	"product_class" text NOT NULL,
	"status" text DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_reference_unique" UNIQUE("reference"),
	CONSTRAINT "products_id_status_unique" UNIQUE("id","status"),
	CONSTRAINT "products_class_known" CHECK ("products"."product_class" in ('pc-build', 'component', 'accessory')),
	CONSTRAINT "products_status_known" CHECK ("products"."status" in ('public', 'discontinued', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"parent" text,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_models" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"collaboration_partner" text,
	"intro" jsonb NOT NULL,
	"overview" jsonb NOT NULL,
	"specification" jsonb NOT NULL,
	"gallery" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "build_components" (
	"build_product_id" integer NOT NULL,
	"part_product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "build_components_build_product_id_part_product_id_pk" PRIMARY KEY("build_product_id","part_product_id"),
	CONSTRAINT "build_components_amount_positive" CHECK ("build_components"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"build_product_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"release_year" integer,
	"engine_fps_cap" integer,
	"popularity" integer NOT NULL,
	"benchmark" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb NOT NULL,
	"href" text NOT NULL,
	CONSTRAINT "cms_links_menu_href_unique" UNIQUE("menu","href"),
	CONSTRAINT "cms_links_menu_known" CHECK ("cms_links"."menu" in ('main', 'footer'))
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cms_pages_type_known" CHECK ("cms_pages"."type" in ('content', 'landing', 'legal'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"slug" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"value_by_currency" jsonb
);
--> statement-breakpoint
-- The issue-2 slice kept builds in their own table with a serial id and a build_prices
-- table. Builds are products now (id from products): the old rows cannot be carried over
-- column by column, so both tables are replaced and the seed fills the catalogue again.
DROP TABLE "build_prices" CASCADE;--> statement-breakpoint
DROP TABLE "builds" CASCADE;--> statement-breakpoint
CREATE TABLE "builds" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"model" text,
	"category" text,
	"bestseller_rank" integer,
	"rating_samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_stock" boolean DEFAULT false NOT NULL,
	"shipping_days" integer DEFAULT 0 NOT NULL,
	"rating_tenths" integer,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"fps_min" integer,
	"fps_max" integer,
	"figures_updated_at" timestamp with time zone,
	CONSTRAINT "builds_rating_range" CHECK ("builds"."rating_tenths" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_product_fk" FOREIGN KEY ("product_id","status") REFERENCES "public"."products"("id","status") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_categories_slug_fk" FOREIGN KEY ("parent") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "build_components" ADD CONSTRAINT "build_components_build_product_id_builds_product_id_fk" FOREIGN KEY ("build_product_id") REFERENCES "public"."builds"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_components" ADD CONSTRAINT "build_components_part_product_id_parts_product_id_fk" FOREIGN KEY ("part_product_id") REFERENCES "public"."parts"("product_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_build_product_id_builds_product_id_fk" FOREIGN KEY ("build_product_id") REFERENCES "public"."builds"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_category_status_idx" ON "parts" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "product_prices_currency_amount_idx" ON "product_prices" USING btree ("currency","amount_minor");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "build_components_part_idx" ON "build_components" USING btree ("part_product_id");--> statement-breakpoint
CREATE INDEX "reviews_build_created_idx" ON "reviews" USING btree ("build_product_id","created_at");--> statement-breakpoint
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity");--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_model_case_models_slug_fk" FOREIGN KEY ("model") REFERENCES "public"."case_models"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_category_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "builds_category_idx" ON "builds" USING btree ("category");--> statement-breakpoint
CREATE INDEX "builds_model_idx" ON "builds" USING btree ("model");
