-- The public site speaks six languages (issue #38): bg, en, ro, tr, el, de. A buyer's sale, a site
-- user's account and the notice subscriptions (vignette expiry, delicts) keep the language their
-- mails are written in; partners, the card gateway's transactions and the office stay bg / en.
-- Hand-written.
ALTER TABLE "sales" DROP CONSTRAINT "sales_lang";--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_lang" CHECK ("lang" in ('bg', 'en', 'ro', 'tr', 'el', 'de'));--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_lang";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lang" CHECK ("lang" in ('bg', 'en', 'ro', 'tr', 'el', 'de'));--> statement-breakpoint
ALTER TABLE "vignette_notice_subscriptions" DROP CONSTRAINT "vignette_notice_subscriptions_lang";--> statement-breakpoint
ALTER TABLE "vignette_notice_subscriptions" ADD CONSTRAINT "vignette_notice_subscriptions_lang" CHECK ("lang" in ('bg', 'en', 'ro', 'tr', 'el', 'de'));--> statement-breakpoint
ALTER TABLE "delict_notice_subscriptions" DROP CONSTRAINT "delict_notice_subscriptions_lang";--> statement-breakpoint
ALTER TABLE "delict_notice_subscriptions" ADD CONSTRAINT "delict_notice_subscriptions_lang" CHECK ("lang" in ('bg', 'en', 'ro', 'tr', 'el', 'de'));
