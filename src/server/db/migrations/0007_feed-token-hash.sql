ALTER TABLE "calendar_feeds" RENAME COLUMN "token" TO "token_hash";--> statement-breakpoint
-- Feed tokens are kept only as their SHA-256 (hex), as repos/calendar-feeds.ts computes it: addresses already in calendars keep working.
UPDATE "calendar_feeds" SET "token_hash" = encode(sha256(convert_to("token_hash", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash");
