ALTER TABLE "uploads" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Files registered from existing avatar, voucher and QR-code rows were already public.
UPDATE "uploads" SET "published" = true WHERE NOT "identity_document";
