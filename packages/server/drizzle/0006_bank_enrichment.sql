-- The bank's own resolution of a transaction, kept as the provider gives it (ADR 0031): Plaid's
-- personal_finance_category (primary, detailed, confidence_level), its counterparties (name, type,
-- entity_id, confidence_level) and payment_channel. Null where the bank enriched nothing.
ALTER TABLE "bank_transactions" ADD COLUMN "personal_finance_category" jsonb;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "counterparties" jsonb;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD COLUMN "payment_channel" text;