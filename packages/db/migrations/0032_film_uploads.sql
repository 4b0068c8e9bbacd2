CREATE TABLE "file_chunks" (
	"file_id" integer NOT NULL,
	"n" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_n_pk" PRIMARY KEY("file_id","n")
);
--> statement-breakpoint
ALTER TABLE "training_movies" ALTER COLUMN "video_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "chunk_size" integer;--> statement-breakpoint
ALTER TABLE "training_movies" ADD COLUMN "video_file_id" integer;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_movies" ADD CONSTRAINT "training_movies_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_movies" ADD CONSTRAINT "training_movies_source_check" CHECK (("training_movies"."video_url" is null) <> ("training_movies"."video_file_id" is null));