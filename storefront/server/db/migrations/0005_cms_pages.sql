CREATE TABLE "cms_page_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"body" jsonb NOT NULL,
	"seo_description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_contents_page_locale_unique" UNIQUE("page_id","locale")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"target" text NOT NULL,
	"to_path" text NOT NULL,
	"status" integer NOT NULL,
	"country" text,
	CONSTRAINT "redirects_from_country_unique" UNIQUE NULLS NOT DISTINCT("from_path","country"),
	CONSTRAINT "redirects_status_known" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_target_known" CHECK ("redirects"."target" in ('storefront', 'main-shop')),
	CONSTRAINT "redirects_to_path_is_a_path" CHECK ("redirects"."to_path" like '/%' and "redirects"."to_path" not like '//%')
);
--> statement-breakpoint
ALTER TABLE "cms_page_contents" ADD CONSTRAINT "cms_page_contents_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;