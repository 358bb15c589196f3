// Generates drizzle/0001_reference_data.sql: the reference data every installation needs (countries,
// master lists of spec §9, regions, the dated vignette tariffs of FACTS). Kept for provenance only:
// migrations are append-only, so a later change of prices or lists goes into a new migration.
// The tariffs come from packages/domain/src/facts-tariffs.ts, their one source.
// Run: npx tsx apps/api/scripts/generate-reference-data.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FACTS_TARIFF_ROWS } from '@toll/domain/facts-tariffs';

const require = createRequire(import.meta.url);
const countries = require('i18n-iso-countries');
countries.registerLocale(require('i18n-iso-countries/langs/bg.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const q = (s: unknown) => `'${String(s).replace(/'/g, "''")}'`;

const lines = [
  'CREATE EXTENSION IF NOT EXISTS btree_gist;',
  `ALTER TABLE "vignette_tariffs" ADD CONSTRAINT "vignette_tariffs_no_overlap" EXCLUDE USING gist ("product_id" WITH =, tstzrange("valid_from", "valid_to", '[)') WITH &&);`,
];

// The ISO code list comes from i18n-iso-countries; the names from ICU (CLDR short names read better).
const en = new Intl.DisplayNames(['en'], { type: 'region' });
const bg = new Intl.DisplayNames(['bg'], { type: 'region' });
const countryRows = Object.keys(countries.getAlpha2Codes())
  .sort()
  .map((code) => `(${q(code)}, ${q(bg.of(code))}, ${q(en.of(code))})`);
lines.push(
  `INSERT INTO "countries" ("code", "name_bg", "name_en") VALUES\n${countryRows.join(',\n')};`,
);

const master = {
  titles: [
    [1, 'MR', 'Г-н', 'Mr'],
    [2, 'MS', 'Г-жа', 'Ms'],
  ],
  customertypes: [
    [1, 'INDIVIDUAL', 'Физическо лице', 'Individual'],
    [2, 'BUSINESS', 'Юридическо лице', 'Business'],
  ],
  businesstypes: [
    [1, 'ET', 'Едноличен търговец (ЕТ)', 'Sole trader (ET)'],
    [2, 'OOD', 'Дружество с ограничена отговорност (ООД)', 'Limited liability company (OOD)'],
    [
      3,
      'EOOD',
      'Еднолично дружество с ограничена отговорност (ЕООД)',
      'Single-member limited liability company (EOOD)',
    ],
    [4, 'AD', 'Акционерно дружество (АД)', 'Joint-stock company (AD)'],
    [5, 'EAD', 'Еднолично акционерно дружество (ЕАД)', 'Single-member joint-stock company (EAD)'],
    [6, 'SD', 'Събирателно дружество (СД)', 'General partnership (SD)'],
    [7, 'KD', 'Командитно дружество (КД)', 'Limited partnership (KD)'],
    [8, 'COOP', 'Кооперация', 'Cooperative'],
    [9, 'NPO', 'Юридическо лице с нестопанска цел', 'Non-profit legal entity'],
    [10, 'PUBLIC', 'Държавна или общинска институция', 'State or municipal body'],
    [11, 'FOREIGN', 'Чуждестранно дружество', 'Foreign company'],
  ],
  // parent = customer type (1 individual, 2 business); id 3 is the EGN checked by spec §5.
  identificationtypes: [
    [1, 'ID_CARD', 'Лична карта', 'Identity card', 1],
    [2, 'PASSPORT', 'Паспорт', 'Passport', 1],
    [3, 'EGN', 'ЕГН (единен граждански номер)', 'Personal number (EGN)', 1],
    [4, 'DRIVING_LICENCE', 'Свидетелство за управление на МПС', 'Driving licence', 1],
    [
      5,
      'BIRTH_DATE',
      'Дата на раждане (без друг документ)',
      'Date of birth (no other identifier)',
      1,
    ],
    [6, 'UIC', 'ЕИК / БУЛСТАТ', 'Unified identification code (UIC/EIK)', 2],
    [7, 'EU_VAT', 'ДДС номер в ЕС', 'EU VAT number', 2],
    [
      8,
      'FOREIGN_COMPANY',
      'Регистрационен номер на чуждестранно дружество',
      'Foreign company registration number',
      2,
    ],
  ],
  emissionclasses: [
    [0, 'EURO_0', 'Евро 0', 'Euro 0'],
    [1, 'EURO_1', 'Евро I', 'Euro I'],
    [2, 'EURO_2', 'Евро II', 'Euro II'],
    [3, 'EURO_3', 'Евро III', 'Euro III'],
    [4, 'EURO_4', 'Евро IV', 'Euro IV'],
    [5, 'EURO_5', 'Евро V', 'Euro V'],
    [6, 'EURO_6', 'Евро VI', 'Euro VI'],
    [15, 'EEV', 'EEV', 'EEV'],
  ],
  vehicleclasses: [
    [1, 'MOTORCYCLE', 'Мотоциклет', 'Motorcycle'],
    [2, 'LIGHT_CAR', 'Лек автомобил до 3,5 т', 'Light vehicle up to 3.5 t'],
    [3, 'BUS', 'Автобус с над 8 места (М2, М3)', 'Bus with more than 8 seats (M2, M3)'],
    [4, 'TRUCK_N2', 'Товарен автомобил N2 (3,5–12 т)', 'Truck N2 (3.5–12 t)'],
    [5, 'TRUCK_N3', 'Товарен автомобил N3 (над 12 т)', 'Truck N3 (over 12 t)'],
    [7, 'OTHER_OVER_3_5T', 'Друго превозно средство над 3,5 т', 'Other vehicle over 3.5 t'],
  ],
  inventoryTypes: [
    [1, 'OBU', 'Бордово устройство (OBU)', 'On-board unit (OBU)'],
    [2, 'MYFARE', 'MyFare карта', 'MyFare card'],
    [3, 'TRACKER', 'GPS тракер', 'GPS tracker'],
    [4, 'MYFARE_SALE', 'MyFare карта (продажба)', 'MyFare card (sale)'],
    [5, 'TAG_DSRC', 'Таг (DSRC)', 'Tag (DSRC)'],
    [6, 'MYFARE_NON_REUSABLE', 'MyFare карта (еднократна)', 'MyFare card (non-reusable)'],
  ],
  fundingMethods: [
    [1, 'BANK_TRANSFER', 'Банков превод', 'Bank transfer'],
    [2, 'CARD', 'Плащане с карта', 'Card payment'],
    [3, 'CASH', 'Плащане в брой', 'Cash'],
  ],
  languages: [
    [1, 'bg', 'Български', 'Bulgarian'],
    [2, 'en', 'Английски', 'English'],
  ],
};
const masterRows = Object.entries(master).flatMap(([kind, rows]) =>
  rows.map(
    ([id, code, nameBg, nameEn, parent], index) =>
      `(${q(kind)}, ${id}, ${q(code)}, ${q(nameBg)}, ${q(nameEn)}, ${parent ?? 'NULL'}, ${index + 1})`,
  ),
);
lines.push(
  `INSERT INTO "master_items" ("kind", "id", "code", "name_bg", "name_en", "parent_id", "sort_order") VALUES\n${masterRows.join(',\n')};`,
);

// ISO 3166-2:BG, the 28 regions (oblasti).
const bgRegions = [
  ['01', 'Благоевград', 'Blagoevgrad'],
  ['02', 'Бургас', 'Burgas'],
  ['03', 'Варна', 'Varna'],
  ['04', 'Велико Търново', 'Veliko Tarnovo'],
  ['05', 'Видин', 'Vidin'],
  ['06', 'Враца', 'Vratsa'],
  ['07', 'Габрово', 'Gabrovo'],
  ['08', 'Добрич', 'Dobrich'],
  ['09', 'Кърджали', 'Kardzhali'],
  ['10', 'Кюстендил', 'Kyustendil'],
  ['11', 'Ловеч', 'Lovech'],
  ['12', 'Монтана', 'Montana'],
  ['13', 'Пазарджик', 'Pazardzhik'],
  ['14', 'Перник', 'Pernik'],
  ['15', 'Плевен', 'Pleven'],
  ['16', 'Пловдив', 'Plovdiv'],
  ['17', 'Разград', 'Razgrad'],
  ['18', 'Русе', 'Ruse'],
  ['19', 'Силистра', 'Silistra'],
  ['20', 'Сливен', 'Sliven'],
  ['21', 'Смолян', 'Smolyan'],
  ['22', 'София (столица)', 'Sofia (capital)'],
  ['23', 'Софийска област', 'Sofia Province'],
  ['24', 'Стара Загора', 'Stara Zagora'],
  ['25', 'Търговище', 'Targovishte'],
  ['26', 'Хасково', 'Haskovo'],
  ['27', 'Шумен', 'Shumen'],
  ['28', 'Ямбол', 'Yambol'],
];
lines.push(
  `INSERT INTO "regions" ("code", "country_code", "name_bg", "name_en") VALUES\n${bgRegions
    .map(([n, b, e]) => `(${q(`BG-${n}`)}, 'BG', ${q(b)}, ${q(e)})`)
    .join(',\n')};`,
);

// Vignette tariffs (FACTS "Prices and products"), boundaries at Europe/Sofia midnight; trailers up
// to 3.5 t pay what cars pay.
const vehicleTypes = ['car', 'trailer'];
const periods = ['DAILY', 'WEEKEND', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL'];
const productRows = vehicleTypes.flatMap((v) =>
  periods.map((p) => `(${q(`${v}-${p.toLowerCase()}`)}, ${q(v)}, ${q(p)}, NULL)`),
);
lines.push(
  `INSERT INTO "vignette_products" ("id", "vehicle_type", "period", "emission_class") VALUES\n${productRows.join(',\n')};`,
);
const instant = (date: Date) => q(date.toISOString().replace('.000Z', 'Z'));
const tariffRows = vehicleTypes.flatMap((v) =>
  FACTS_TARIFF_ROWS.map(
    (row) =>
      `(${q(`${v}-${row.period.toLowerCase()}`)}, ${instant(row.validFrom)}, ${row.validTo ? instant(row.validTo) : 'NULL'}, ${row.amountBgn}, ${row.amountEur}, ${q(row.legalCurrency)})`,
  ),
);
lines.push(
  `INSERT INTO "vignette_tariffs" ("product_id", "valid_from", "valid_to", "amount_bgn", "amount_eur", "legal_currency") VALUES\n${tariffRows.join(',\n')};`,
);

writeFileSync(
  new URL('../drizzle/0001_reference_data.sql', import.meta.url),
  lines.join('\n--> statement-breakpoint\n') + '\n',
);
console.log(
  `countries ${countryRows.length}, master items ${masterRows.length}, regions ${bgRegions.length}, tariffs ${tariffRows.length}`,
);
