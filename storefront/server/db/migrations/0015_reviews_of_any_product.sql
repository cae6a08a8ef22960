ALTER TABLE "reviews" RENAME COLUMN "build_product_id" TO "product_id";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_build_product_id_builds_product_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_build_created_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "model" text;--> statement-breakpoint
-- Every review so far is of a pre-built PC: it shows on that build's model page, as before.
UPDATE "reviews" SET "model" = "builds"."model" FROM "builds" WHERE "builds"."product_id" = "reviews"."product_id";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_model_case_models_slug_fk" FOREIGN KEY ("model") REFERENCES "public"."case_models"("slug") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_model_created_idx" ON "reviews" USING btree ("model","created_at");