CREATE TABLE "content_ids" (
	"collection" text NOT NULL,
	"numeric_id" integer NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "content_ids_collection_numeric_id_pk" PRIMARY KEY("collection","numeric_id")
);
