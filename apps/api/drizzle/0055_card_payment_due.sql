-- A postpaid contract's debt paid by card from the self-care portal (issue #32 item 9): a card
-- payment's purpose may be DUE_PAYMENT (credited to the contract's receivable). Hand-written.
ALTER TABLE "contract_card_payments" DROP CONSTRAINT "contract_card_payments_purpose";--> statement-breakpoint
ALTER TABLE "contract_card_payments" ADD CONSTRAINT "contract_card_payments_purpose" CHECK ("purpose" IN ('TOP_UP', 'DUE_PAYMENT', 'INITIAL_PAYMENT'));--> statement-breakpoint
-- The portal speaks the site's six languages (0050): a card payment keeps the one its customer
-- returns to.
ALTER TABLE "contract_card_payments" DROP CONSTRAINT "contract_card_payments_lang";--> statement-breakpoint
ALTER TABLE "contract_card_payments" ADD CONSTRAINT "contract_card_payments_lang" CHECK ("lang" IN ('bg', 'en', 'ro', 'tr', 'el', 'de'));
--> statement-breakpoint
-- Such a payment is refunded as a top-up is: approved, in full (the receivable owes it again).
CREATE OR REPLACE FUNCTION "contract_card_refunds_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p record;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT * INTO p FROM "contract_card_payments" WHERE "id" = NEW."card_payment_id";
		IF p."state" <> 'APPROVED' OR p."purpose" NOT IN ('TOP_UP', 'DUE_PAYMENT') OR p."amount_minor" <> NEW."amount_minor"
			OR p."currency" <> NEW."currency" OR p."account_id" <> NEW."account_id" THEN
			RAISE EXCEPTION 'only an approved card top-up or payment of what is owed is refunded, in full' USING ERRCODE = '23514';
		END IF;
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' OR OLD."state" <> 'PENDING'
		OR (NEW."card_payment_id", NEW."account_id", NEW."amount_minor", NEW."currency", NEW."reason", NEW."ledger_transaction_id")
			IS DISTINCT FROM (OLD."card_payment_id", OLD."account_id", OLD."amount_minor", OLD."currency", OLD."reason", OLD."ledger_transaction_id") THEN
		RAISE EXCEPTION 'a card refund is final once answered' USING ERRCODE = '55000';
	END IF;
	RETURN NEW;
END $$;
