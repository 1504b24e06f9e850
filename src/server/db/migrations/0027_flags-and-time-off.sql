ALTER TABLE "calendar_shifts" ALTER COLUMN "shift_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD COLUMN "flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD COLUMN "float_to" text;--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD COLUMN "time_off" text;--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD CONSTRAINT "calendar_shifts_shift_or_time_off" CHECK (("calendar_shifts"."shift_type_id" is null) <> ("calendar_shifts"."time_off" is null));--> statement-breakpoint
ALTER TABLE "calendar_shifts" ADD CONSTRAINT "calendar_shifts_flags_on_shifts" CHECK ("calendar_shifts"."time_off" is null or ("calendar_shifts"."flags" = '[]'::jsonb and "calendar_shifts"."float_to" is null and "calendar_shifts"."rotation_id" is null));