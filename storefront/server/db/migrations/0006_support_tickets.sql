CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text,
	"phone_number" text,
	"message" text NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_reference_idx" ON "support_tickets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" USING btree ("user_id");