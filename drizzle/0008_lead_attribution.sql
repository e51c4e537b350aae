ALTER TABLE "lead_submissions" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "form_page" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "referrer_origin" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD COLUMN "click_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;