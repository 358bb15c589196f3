-- A postpaid contract's debt paid by card from the self-care portal (issue #32 item 9): a card
-- payment's purpose may be DUE_PAYMENT (credited to the contract's receivable). Hand-written.
ALTER TABLE "contract_card_payments" DROP CONSTRAINT "contract_card_payments_purpose";--> statement-breakpoint
ALTER TABLE "contract_card_payments" ADD CONSTRAINT "contract_card_payments_purpose" CHECK ("purpose" IN ('TOP_UP', 'DUE_PAYMENT', 'INITIAL_PAYMENT'));
