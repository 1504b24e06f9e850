-- One pair of nurses, one link (decision 027): before the index, keep one answered link per
-- pair — the connection if there is one, else the newest — and drop invitations still
-- waiting between two nurses who are already connected.
DELETE FROM "colleague_links" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY least("inviter_id", "invitee_id"), greatest("inviter_id", "invitee_id")
      ORDER BY ("status" = 'accepted') DESC, "created_at" DESC
    ) AS "n"
    FROM "colleague_links" WHERE "invitee_id" IS NOT NULL
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
DELETE FROM "colleague_links" AS "waiting" USING "users" AS "invitee", "colleague_links" AS "connection"
WHERE "waiting"."invitee_id" IS NULL
  AND lower("invitee"."email") = "waiting"."invitee_email"
  AND "connection"."status" = 'accepted'
  AND least("connection"."inviter_id", "connection"."invitee_id") = least("waiting"."inviter_id", "invitee"."id")
  AND greatest("connection"."inviter_id", "connection"."invitee_id") = greatest("waiting"."inviter_id", "invitee"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "colleague_links_pair_key" ON "colleague_links" USING btree (least("inviter_id", "invitee_id"),greatest("inviter_id", "invitee_id")) WHERE "colleague_links"."invitee_id" is not null;
