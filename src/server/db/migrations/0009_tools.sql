CREATE TABLE "pay_estimates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"inputs" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_estimates" ADD CONSTRAINT "pay_estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;