CREATE TABLE "custom_build_components" (
	"build_product_id" integer NOT NULL,
	"part_product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "custom_build_components_build_product_id_part_product_id_pk" PRIMARY KEY("build_product_id","part_product_id"),
	CONSTRAINT "custom_build_components_amount_positive" CHECK ("custom_build_components"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_builds" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"base_product_id" integer,
	"saved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_build_components" ADD CONSTRAINT "custom_build_components_build_product_id_custom_builds_product_id_fk" FOREIGN KEY ("build_product_id") REFERENCES "public"."custom_builds"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_build_components" ADD CONSTRAINT "custom_build_components_part_product_id_parts_product_id_fk" FOREIGN KEY ("part_product_id") REFERENCES "public"."parts"("product_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_builds" ADD CONSTRAINT "custom_builds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_builds" ADD CONSTRAINT "custom_builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_builds" ADD CONSTRAINT "custom_builds_base_product_id_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_build_components_part_idx" ON "custom_build_components" USING btree ("part_product_id");--> statement-breakpoint
CREATE INDEX "custom_builds_user_idx" ON "custom_builds" USING btree ("user_id");