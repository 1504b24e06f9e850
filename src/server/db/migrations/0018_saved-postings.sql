-- Discover: the operator's sample postings are marked (shown labelled "Sample"), and each nurse keeps the postings she saved, by the posting's ref.
CREATE TABLE "saved_postings" (
	"user_id" text NOT NULL,
	"posting_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_postings_user_id_posting_ref_pk" PRIMARY KEY("user_id","posting_ref")
);
--> statement-breakpoint
ALTER TABLE "job_board" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_postings" ADD CONSTRAINT "saved_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;