CREATE TABLE "swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" text NOT NULL,
	"colleague_id" text NOT NULL,
	"link_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"date" date NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"shift_name" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"their_date" date,
	"their_shift_type_id" uuid,
	"their_shift_name" text,
	"their_start_time" text,
	"their_end_time" text,
	"their_location" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "swaps_trade_complete" CHECK (("swaps"."their_date" is null) = ("swaps"."their_shift_type_id" is null)),
	CONSTRAINT "swaps_not_self" CHECK ("swaps"."requester_id" <> "swaps"."colleague_id")
);
--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_colleague_id_users_id_fk" FOREIGN KEY ("colleague_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_link_id_colleague_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."colleague_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swaps_requester_id_idx" ON "swaps" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "swaps_colleague_id_idx" ON "swaps" USING btree ("colleague_id");--> statement-breakpoint
CREATE INDEX "swaps_link_id_idx" ON "swaps" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swaps_pending_key" ON "swaps" USING btree ("requester_id","colleague_id","date") WHERE "swaps"."status" = 'pending';