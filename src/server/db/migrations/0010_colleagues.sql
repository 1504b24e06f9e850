CREATE TABLE "colleague_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleague_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" text NOT NULL,
	"invitee_email" text NOT NULL,
	"invitee_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"inviter_label" text NOT NULL,
	"inviter_color" text NOT NULL,
	"invitee_label" text,
	"invitee_color" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "colleague_links_accepted_has_invitee" CHECK ("colleague_links"."status" = 'pending' or "colleague_links"."invitee_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "colleague_blocks" ADD CONSTRAINT "colleague_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_links" ADD CONSTRAINT "colleague_links_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleague_links" ADD CONSTRAINT "colleague_links_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colleague_blocks_user_id_email_key" ON "colleague_blocks" USING btree ("user_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "colleague_links_inviter_id_invitee_email_key" ON "colleague_links" USING btree ("inviter_id","invitee_email");--> statement-breakpoint
CREATE INDEX "colleague_links_invitee_email_idx" ON "colleague_links" USING btree ("invitee_email");--> statement-breakpoint
CREATE INDEX "colleague_links_invitee_id_idx" ON "colleague_links" USING btree ("invitee_id");--> statement-breakpoint
-- hand-written: a job's unit is one of the working facts colleagues see (colleagues/repository.ts), kept in
-- the answer cache under its owner's id; a write to jobs, from any instance or script, evicts it as the
-- calendar's tables do (0005_user-data-notify.sql).
CREATE TRIGGER jobs_notify AFTER INSERT OR UPDATE OR DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION nv_notify_user_data();
