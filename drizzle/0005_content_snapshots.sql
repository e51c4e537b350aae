CREATE TABLE "content_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
