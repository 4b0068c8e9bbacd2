-- A member's attachment to /contact: a file of visibility 'PRIVATE' (admins and its uploader; files.visibility
-- is plain text without a check constraint, so the new value needs no change there), one message each.
ALTER TABLE "messages" ADD COLUMN "attachment_file_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_attachment_key" ON "messages" USING btree ("attachment_file_id");
