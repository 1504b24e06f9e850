ALTER TABLE "shift_type_premiums" ADD COLUMN "days" text DEFAULT 'all' NOT NULL;
--> statement-breakpoint
-- Premiums had no days, so a "Weekend premium" counted on weekdays: one named for the weekend is paid on weekends from now on.
UPDATE "shift_type_premiums" SET "days" = 'weekends' WHERE "name" ILIKE '%weekend%';
