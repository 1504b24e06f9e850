CREATE TABLE "certification_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"certification_id" uuid NOT NULL,
	"expiry_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certification_reminders_once" UNIQUE("certification_id","expiry_date","kind")
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"completion_date" date,
	"expiry_date" date,
	"no_expiry" boolean DEFAULT false NOT NULL,
	"front_photo" text,
	"back_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certification_reminders" ADD CONSTRAINT "certification_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_reminders" ADD CONSTRAINT "certification_reminders_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_reminders_user_id_idx" ON "certification_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certifications_user_id_created_at_idx" ON "certifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "certifications_expiry_date_idx" ON "certifications" USING btree ("expiry_date");