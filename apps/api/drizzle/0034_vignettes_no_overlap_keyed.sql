-- The no-overlap exclusion constraint of vignettes (0006), led by a 64-bit hash of the vehicle
-- (issue #22, bench/README.md "A year of data"). The rule is the same: two active vignettes
-- conflict exactly when their country codes are equal, their plates are equal and their windows
-- overlap; the added leading column is a function of country and plate, so equal vehicles always
-- have equal hashes and the text columns still decide when two vehicles' hashes collide
-- (apps/api/src/modules/sales/no-overlap.test.ts proves both with a hash made to collide).
-- What changes is the index: btree_gist's text keys made the GiST build and every conflict check
-- compare and copy strings at each level; an int8 key in front lets the tree be built and searched
-- on it (a tenth of a year of vignettes: 64 s of CPU to build before, 13.5 s now; a year: 197 s).
-- Hand-written.
ALTER TABLE "vignettes" DROP CONSTRAINT "vignettes_no_overlap";--> statement-breakpoint
ALTER TABLE "vignettes" ADD CONSTRAINT "vignettes_no_overlap" EXCLUDE USING gist (hashtextextended("country_code" || ' ' || "plate", 0) WITH =, "country_code" WITH =, "plate" WITH =, tstzrange("valid_from", "valid_until", '[)') WITH &&) WHERE ("status" = 'ACTIVE');
