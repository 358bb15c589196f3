// Writes drizzle/0004_route_tariffs.sql: the exclusion constraint of route_tariffs and the per-km
// toll tariff rows of packages/domain/src/route-tariff-data.ts (sources in the README beside the
// network data). Kept for provenance only: migrations are append-only, so a later tariff goes into a
// new migration. Run: npx tsx apps/api/scripts/generate-route-tariffs.ts
import { writeFileSync } from 'node:fs';
import { ROUTE_TARIFF_ROWS } from '@toll/domain/route-tariff-data';

const out = new URL('../drizzle/0004_route_tariffs.sql', import.meta.url);
const q = (value: string) => `'${value.replace(/'/g, "''")}'`;
const instant = (date: Date | null) => (date ? q(date.toISOString()) : 'NULL');

const rows = ROUTE_TARIFF_ROWS.map(
  (r) =>
    `(${q(r.roadClass)}, ${q(r.category)}, ${q(r.emissionGroup)}, ${instant(r.validFrom)}, ` +
    `${instant(r.validTo)}, ${r.eurPer100Km}, ${r.bgnPer100Km}, ${q(r.legalCurrency)})`,
);

const statements = [
  '-- Route passes: dated per-km toll rates. Self-contained: it creates btree_gist itself.\nCREATE EXTENSION IF NOT EXISTS btree_gist;',
  `ALTER TABLE "route_tariffs" ADD CONSTRAINT "route_tariffs_no_overlap" EXCLUDE USING gist ("road_class" WITH =, "toll_category" WITH =, "emission_group" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);`,
  `INSERT INTO "route_tariffs" ("road_class", "toll_category", "emission_group", "valid_from", "valid_to", "eur_per_100km", "bgn_per_100km", "legal_currency") VALUES\n${rows.join(',\n')};`,
];
writeFileSync(out, `${statements.join('\n--> statement-breakpoint\n')}\n`);
console.log(`wrote ${rows.length} tariff rows`);
