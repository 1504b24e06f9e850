CREATE TABLE "push_timers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_timers" ADD CONSTRAINT "push_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_timers_ends_at_idx" ON "push_timers" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "push_timers_user_id_idx" ON "push_timers" USING btree ("user_id");