CREATE TABLE "preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"region" text DEFAULT 'US' NOT NULL,
	"accent_color" text DEFAULT '#3b82f6' NOT NULL,
	"quick_links" jsonb DEFAULT '["/account","/calendar","/certifications"]'::jsonb NOT NULL,
	"countdown_at" timestamp with time zone,
	"reminders" jsonb DEFAULT '{"certificationEmails":true,"certificationLeadDays":30}'::jsonb NOT NULL,
	"dashboard_layout" jsonb DEFAULT '{"hidden":[],"order":[]}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_region_check" CHECK ("preferences"."region" in ('US', 'CA', 'UK', 'AU', 'EU')),
	CONSTRAINT "preferences_accent_color_check" CHECK ("preferences"."accent_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;