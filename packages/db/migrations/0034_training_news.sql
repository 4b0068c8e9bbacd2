ALTER TABLE "posts" DROP CONSTRAINT "posts_kind_check";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_kind_check" CHECK ("posts"."kind" in ('NEWS', 'ARTICLE', 'TRAINING'));