CREATE TABLE "lead_attachment_chunks" (
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "lead_attachment_chunks_submission_id_position_seq_pk" PRIMARY KEY("submission_id","position","seq")
);
--> statement-breakpoint
ALTER TABLE "lead_attachment_chunks" ADD CONSTRAINT "lead_attachment_chunks_attachment_fk" FOREIGN KEY ("submission_id","position") REFERENCES "public"."lead_attachments"("submission_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files stored before this migration are cut into pieces of 1 MiB (an empty file keeps one empty piece).
INSERT INTO "lead_attachment_chunks" ("submission_id", "position", "seq", "data")
SELECT a."submission_id", a."position", g.seq, substring(a."data" from g.seq * 1048576 + 1 for 1048576)
FROM "lead_attachments" a
CROSS JOIN LATERAL generate_series(0, greatest(0, (length(a."data") - 1) / 1048576)) AS g(seq);--> statement-breakpoint
ALTER TABLE "lead_attachments" DROP COLUMN "data";