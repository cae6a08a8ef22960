CREATE TABLE "countries" (
	"iso_3166_1_a2" varchar(2) PRIMARY KEY NOT NULL,
	"is_shipping" boolean DEFAULT false NOT NULL,
	"currency" text,
	"vat_rate_bp" integer
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"minor_unit_digits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "build_prices" (
	"build_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "build_prices_build_id_currency_pk" PRIMARY KEY("build_id","currency")
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"rating_tenths" integer,
	"review_count" integer DEFAULT 0 NOT NULL,
	"shipping_days" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"fps_min" integer,
	"fps_max" integer,
	"bestseller_rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builds_reference_unique" UNIQUE("reference"),
	CONSTRAINT "builds_rating_range" CHECK ("builds"."rating_tenths" between 0 and 50),
	CONSTRAINT "builds_stock_not_negative" CHECK ("builds"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_prices" ADD CONSTRAINT "build_prices_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_prices" ADD CONSTRAINT "build_prices_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;