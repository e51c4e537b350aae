CREATE TABLE "form_funnel_counts" (
	"day" date NOT NULL,
	"form_id" text NOT NULL,
	"step" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "form_funnel_counts_day_form_id_step_pk" PRIMARY KEY("day","form_id","step")
);
