CREATE TABLE "contract_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"label" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"contract_name" text,
	"employer" text,
	"facility" text,
	"department" text,
	"unit" text,
	"city" text,
	"province_state" text,
	"country" text,
	"start_date" date,
	"end_date" date,
	"base_wage" numeric(12, 2),
	"housing_option" text,
	"housing_notes" text,
	"travel_to_stipend" numeric(12, 2),
	"travel_to_driving" boolean DEFAULT false NOT NULL,
	"travel_to_flying" boolean DEFAULT false NOT NULL,
	"travel_from_stipend" numeric(12, 2),
	"travel_from_driving" boolean DEFAULT false NOT NULL,
	"travel_from_flying" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_id_user_id_key" UNIQUE("id","user_id"),
	CONSTRAINT "contracts_dates_in_order" CHECK ("contracts"."end_date" is null or "contracts"."start_date" is null or "contracts"."end_date" >= "contracts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "job_board" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"employer" text,
	"facility" text,
	"city" text,
	"province_state" text,
	"country" text,
	"pay_rate" numeric(10, 2),
	"url" text,
	"description" text,
	"posted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_board_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_contract_id_user_id_contracts_id_user_id_fk" FOREIGN KEY ("contract_id","user_id") REFERENCES "public"."contracts"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_attachments_contract_id_created_at_idx" ON "contract_attachments" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_attachments_user_id_idx" ON "contract_attachments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contracts_user_id_start_date_idx" ON "contracts" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "job_board_posted_on_idx" ON "job_board" USING btree ("posted_on","created_at");