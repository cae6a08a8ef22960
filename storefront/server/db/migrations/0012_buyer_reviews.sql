ALTER TABLE "reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every review before this migration was seeded: label them approved samples.
UPDATE "reviews" SET "sample" = true, "status" = 'approved';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_line_key" ON "reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'approved', 'hidden'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sample_or_bought" CHECK (("reviews"."sample" and "reviews"."order_line_id" is null and not "reviews"."verified_purchase") or (not "reviews"."sample" and "reviews"."order_line_id" is not null and "reviews"."order_id" is not null and "reviews"."verified_purchase"));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason" CHECK (("reviews"."status" = 'hidden') = ("reviews"."hidden_reason" is not null));--> statement-breakpoint
-- The builds' rating figures now count exactly the approved reviews (not unwritten rating samples).
UPDATE "builds" SET "review_count" = "figures"."count", "rating_total" = "figures"."total",
  "rating_tenths" = CASE WHEN "figures"."count" > 0 THEN round("figures"."total" * 10.0 / "figures"."count")::integer END
FROM (
  SELECT "b"."product_id", count("r"."id")::integer AS "count", coalesce(sum("r"."rating"), 0)::integer AS "total"
  FROM "builds" "b" LEFT JOIN "reviews" "r" ON "r"."build_product_id" = "b"."product_id" AND "r"."status" = 'approved'
  GROUP BY "b"."product_id"
) AS "figures"
WHERE "builds"."product_id" = "figures"."product_id";
