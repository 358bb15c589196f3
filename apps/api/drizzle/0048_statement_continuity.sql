-- Statements prove their continuity (issue #35 item 3). A statement whose opening balance, number
-- or dates do not follow the account's previous statement is held until an accountant accepts it
-- with a reason: `continuity` keeps what was found and the reason ({findings, reason}); null for a
-- statement that followed on (or the account's first). A file already imported is recognised by
-- its content hash, looked up by `bank_statements_file_hash`; the previous statement of an account
-- by `bank_statements_account_closing`. Hand-written.
ALTER TABLE "bank_statements" ADD COLUMN "continuity" jsonb;--> statement-breakpoint
CREATE INDEX "bank_statements_file_hash" ON "bank_statements" ("file_hash");--> statement-breakpoint
CREATE INDEX "bank_statements_account_closing" ON "bank_statements" ("bank_account_id", "closing_date" DESC NULLS LAST, "id" DESC);
