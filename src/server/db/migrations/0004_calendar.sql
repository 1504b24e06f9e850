CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"facility" text,
	"employer" text DEFAULT '' NOT NULL,
	"designation" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"still_working" boolean DEFAULT false NOT NULL,
	"hourly_rate" numeric(10, 2) DEFAULT 0 NOT NULL,
	"employment_tag" text DEFAULT 'none' NOT NULL,
	"fte" text DEFAULT 'none' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"multiple_sites" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "calendar_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"note" text NOT NULL,
	"shift_type_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"date" date NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_type_premiums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"shift_type_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"amount_per_hour" numeric(10, 2) NOT NULL,
	"applies_from" time DEFAULT '00:00' NOT NULL,
	"applies_to" time DEFAULT '23:59' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '💼' NOT NULL,
	"symbol" text,
	"color" text DEFAULT '#3b82f6' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"paid_hours" numeric(4, 2) NOT NULL,
	"job_id" uuid,
	"hourly_rate" numeric(10, 2),
	"date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_types_paid_hours_range" CHECK ("shift_types"."paid_hours" > 0 and "shift_types"."paid_hours" <= 24),
	CONSTRAINT "shift_types_hourly_rate_positive" CHECK ("shift_types"."hourly_rate" is null or "shift_types"."hourly_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_notes" ADD CONSTRAINT "calendar_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_notes" ADD CONSTRAINT "calendar_notes_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD CONSTRAINT "calendar_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD CONSTRAINT "calendar_shifts_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_type_premiums" ADD CONSTRAINT "shift_type_premiums_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_type_premiums" ADD CONSTRAINT "shift_type_premiums_shift_type_id_shift_types_id_fk" FOREIGN KEY ("shift_type_id") REFERENCES "public"."shift_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_types" ADD CONSTRAINT "shift_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_types" ADD CONSTRAINT "shift_types_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_user_id_created_at_idx" ON "jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_notes_user_id_date_idx" ON "calendar_notes" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "calendar_notes_shift_type_id_idx" ON "calendar_notes" USING btree ("shift_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_shifts_user_id_date_key" ON "calendar_shifts" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "calendar_shifts_shift_type_id_idx" ON "calendar_shifts" USING btree ("shift_type_id");--> statement-breakpoint
CREATE INDEX "shift_type_premiums_shift_type_id_idx" ON "shift_type_premiums" USING btree ("shift_type_id");--> statement-breakpoint
CREATE INDEX "shift_types_user_id_created_at_idx" ON "shift_types" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shift_types_user_id_date_idx" ON "shift_types" USING btree ("user_id","date") WHERE "shift_types"."date" is not null;--> statement-breakpoint
CREATE INDEX "shift_types_job_id_idx" ON "shift_types" USING btree ("job_id");