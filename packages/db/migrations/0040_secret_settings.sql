CREATE TABLE "secret_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"hint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An admin setting or clearing a secret is in the audit trail, its value masked ("***", "***!" when it changed).
CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON secret_settings FOR EACH ROW EXECUTE FUNCTION klub_audit('value');
