-- Existing parts keep no backorders (restock_days null) until staff give a restock time;
-- the seed gives the curated catalogue its suppliers' restock times.
ALTER TABLE "parts" ADD COLUMN "restock_days" integer;--> statement-breakpoint
ALTER TABLE "builds" ADD COLUMN "backorder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_restock_not_negative" CHECK ("parts"."restock_days" >= 0);