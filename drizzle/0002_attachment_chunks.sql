CREATE TABLE "lead_attachment_chunks" (
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "lead_attachment_chunks_submission_id_position_seq_pk" PRIMARY KEY("submission_id","position","seq")
);
--> statement-breakpoint
ALTER TABLE "lead_attachment_chunks" ADD CONSTRAINT "lead_attachment_chunks_attachment_fk" FOREIGN KEY ("submission_id","position") REFERENCES "public"."lead_attachments"("submission_id","position") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Files stored before this migration become a single piece each.
INSERT INTO "lead_attachment_chunks" ("submission_id", "position", "seq", "data")
SELECT "submission_id", "position", 0, "data" FROM "lead_attachments";--> statement-breakpoint
ALTER TABLE "lead_attachments" DROP COLUMN "data";