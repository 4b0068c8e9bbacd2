-- The time step of the last TOTP code a staff member signed in with: the same code is not accepted twice.
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;
