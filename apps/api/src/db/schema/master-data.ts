import { integer, pgTable, primaryKey, text, char, index } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with their names in both languages (GET /countries). */
export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  nameBg: text('name_bg').notNull(),
  nameEn: text('name_en').notNull(),
});

/**
 * Small reference lists of spec §9 under /v1/c5/master/…: titles, business types, customer types,
 * identification types, emission classes, vehicle classes, inventory types, funding methods,
 * languages. `parentId` ties an identification type to its customer type.
 */
export const masterItems = pgTable(
  'master_items',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    nameBg: text('name_bg').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('master_items_kind_parent').on(t.kind, t.parentId),
  ],
);

/** First-level administrative regions (oblasti for Bulgaria), by country. */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    nameBg: text('name_bg').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [index('regions_country').on(t.countryCode)],
);
