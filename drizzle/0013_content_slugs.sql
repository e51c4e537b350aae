CREATE TABLE "content_slugs" (
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "content_slugs_collection_slug_pk" PRIMARY KEY("collection","slug")
);
