CREATE TABLE "calendar_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"days" jsonb NOT NULL,
	"rotation_id" uuid,
	"rotation_before" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"cycle" jsonb NOT NULL,
	"keep_hand_set" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD COLUMN "rotation_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD CONSTRAINT "calendar_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rotations" ADD CONSTRAINT "rotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_changes_user_id_created_at_idx" ON "calendar_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rotations_user_id_idx" ON "rotations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD CONSTRAINT "calendar_shifts_rotation_id_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."rotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_shifts_rotation_id_idx" ON "calendar_shifts" USING btree ("rotation_id");