import { eq, sql } from 'drizzle-orm';
import { eik9CheckDigit } from '@toll/domain/eik';
import type { ObligationPeriod, PartnerType, TerminalProvider } from '@toll/domain/partners';
import { vatNumberFor } from '@toll/domain/partners';
import {
  partnerCommissioners,
  partnerPaymentTerminals,
  partners,
  pointsOfSale,
} from '../db/schema/partners';
import type { Tx } from '../platform/db/database';
import type { SeedStep } from './run-seeds';
import { seededRandom } from '@toll/domain/seeded-random';

/**
 * The demo partner register: the public demo partners (step 'demo-partners') completed with the
 * back-office fields, about 30 more sale partners and commissioners, each sale partner with 1-5
 * points of sale, and 300 toll customers (transport companies). Everything is generated from a
 * fixed seed, so every database gets the same register, and each partner is valid by the domain's
 * rules (EIK checksums, BG IBANs, invoice ranges that do not overlap). Partner 1 (Shell) owns
 * POS 1, the demo cashier's, which works in shifts.
 */

/** A valid 9-digit EIK from a number (its first eight digits, then the check digit). */
export function demoEik(n: number): string {
  const first = String(10_000_000 + (n % 89_999_999)).padStart(8, '0');
  return `${first}${eik9CheckDigit(first)}`;
}

const BANK_CODES = ['UNCR', 'BPBI', 'STSA', 'FINV', 'CECB', 'UBBS', 'RZBB', 'IABG', 'TTBB', 'BUIN'];

/** A valid Bulgarian IBAN (BGkk BBBB SSSS TT AAAAAAAA) with its mod-97 check digits. */
export function demoIban(n: number): string {
  const bank = BANK_CODES[n % BANK_CODES.length]!;
  const bban = `${bank}9661${n % 2 === 0 ? '10' : '15'}${String(n).padStart(8, '0')}`;
  const digits = `${bban}BG00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `BG${String(check).padStart(2, '0')}${bban}`;
}

const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h',
  ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sht', ъ: 'a', ь: 'y', ю: 'yu', я: 'ya',
}; // prettier-ignore

/** Bulgarian to Latin by the official transliteration (for the English names). */
export function transliterate(value: string): string {
  return [...value]
    .map((ch) => {
      const lower = ch.toLowerCase();
      const latin = LATIN[lower];
      if (latin === undefined) return ch;
      return ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('')
    .replace(/\bEOOD\b|\bEood\b/g, 'EOOD')
    .replace(/\bOOD\b|\bOod\b/g, 'OOD')
    .replace(/\bAd\b/g, 'AD');
}

type DemoPartner = {
  name: string;
  nameEn?: string;
  partnerType: PartnerType;
  city: string;
  website?: string | null;
  status?: 'ACTIVE' | 'SUSPENDED' | 'CLOSED';
  pos?: number;
};

/** The public demo partners first (by name, as 'demo-partners' inserted them), then the rest. */
const SALES_PARTNERS: readonly DemoPartner[] = [
  { name: 'Shell България', nameEn: 'Shell Bulgaria', partnerType: 'SALE_PARTNER', city: 'София', pos: 5 },
  { name: 'OMV България', nameEn: 'OMV Bulgaria', partnerType: 'SALE_PARTNER', city: 'София', pos: 5 },
  { name: 'Лукойл България', nameEn: 'Lukoil Bulgaria', partnerType: 'SALE_PARTNER', city: 'София', pos: 4 },
  { name: 'Еко България', nameEn: 'Eko Bulgaria', partnerType: 'SALE_PARTNER', city: 'София', pos: 3 },
  { name: 'Петрол', nameEn: 'Petrol', partnerType: 'SALE_PARTNER_AND_COMMISSIONER', city: 'София', pos: 4 },
  { name: 'Транс Комисионер ООД', partnerType: 'COMMISSIONER', city: 'Пловдив' },
  { name: 'Варна Тол Сървиз ЕООД', partnerType: 'COMMISSIONER', city: 'Варна' },
  { name: 'Закрит Партньор ЕООД', partnerType: 'SALE_PARTNER', city: 'Русе', status: 'CLOSED', pos: 1 },
  { name: 'Горива Юг АД', partnerType: 'SALE_PARTNER', city: 'Пловдив' },
  { name: 'Черноморски горива ЕООД', partnerType: 'SALE_PARTNER', city: 'Бургас' },
  { name: 'Дунав Петрол ООД', partnerType: 'SALE_PARTNER', city: 'Русе' },
  { name: 'Рила Ойл ЕООД', partnerType: 'SALE_PARTNER', city: 'Благоевград' },
  { name: 'Тракия Енерджи ООД', partnerType: 'SALE_PARTNER', city: 'Стара Загора' },
  { name: 'Балкан Фют ЕООД', partnerType: 'SALE_PARTNER', city: 'Велико Търново' },
  { name: 'Пирин Газ ООД', partnerType: 'SALE_PARTNER', city: 'Сандански' },
  { name: 'Северозапад Горива АД', partnerType: 'SALE_PARTNER', city: 'Видин' },
  { name: 'Магазини Пътник ЕООД', partnerType: 'SALE_PARTNER', city: 'София' },
  { name: 'Пътна Карта АД', partnerType: 'SALE_PARTNER', city: 'Шумен' },
  { name: 'Тол Пойнт ЕООД', partnerType: 'SALE_PARTNER', city: 'Хасково' },
  { name: 'Гранична Точка Калотина ЕООД', partnerType: 'SALE_PARTNER', city: 'Калотина' },
  { name: 'Гранична Точка Капитан Андреево ЕООД', partnerType: 'SALE_PARTNER', city: 'Свиленград' },
  { name: 'Дунав Мост Сервиз ООД', partnerType: 'SALE_PARTNER', city: 'Русе' },
  { name: 'Кулата Транзит ЕООД', partnerType: 'SALE_PARTNER', city: 'Кулата' },
  { name: 'Регионален офис Плевен', partnerType: 'SALE_PARTNER', city: 'Плевен' },
  { name: 'Регионален офис Враца', partnerType: 'SALE_PARTNER', city: 'Враца' },
  { name: 'Регионален офис Ямбол', partnerType: 'SALE_PARTNER', city: 'Ямбол' },
  { name: 'Автоцентър Перник ООД', partnerType: 'SALE_PARTNER', city: 'Перник' },
  { name: 'Пътна Помощ Кърджали ЕООД', partnerType: 'SALE_PARTNER', city: 'Кърджали', status: 'SUSPENDED' },
  { name: 'Добруджа Ойл ООД', partnerType: 'SALE_PARTNER_AND_COMMISSIONER', city: 'Добрич' },
  { name: 'Марица Сървиз АД', partnerType: 'SALE_PARTNER_AND_COMMISSIONER', city: 'Пазарджик' },
  { name: 'Дунав Банк АД', nameEn: 'Danube Bank AD', partnerType: 'COMMISSIONER', city: 'София' },
  { name: 'Балкан Кредит Банк АД', nameEn: 'Balkan Credit Bank AD', partnerType: 'COMMISSIONER', city: 'София' },
  { name: 'Тракийска Търговска Банка АД', nameEn: 'Thracian Commercial Bank AD', partnerType: 'COMMISSIONER', city: 'Пловдив' },
  { name: 'Морска Банка АД', nameEn: 'Sea Bank AD', partnerType: 'COMMISSIONER', city: 'Варна' },
  { name: 'Плащания Онлайн ЕООД', nameEn: 'Payments Online EOOD', partnerType: 'COMMISSIONER', city: 'София' },
  { name: 'Пощенски Услуги АД', nameEn: 'Postal Services AD', partnerType: 'COMMISSIONER', city: 'София' },
  { name: 'Каса Експрес ООД', partnerType: 'COMMISSIONER', city: 'Бургас' },
  { name: 'ТолАгент ЕООД', nameEn: 'TollAgent EOOD', partnerType: 'COMMISSIONER', city: 'Габрово' },
  { name: 'Винетка Бързо ООД', partnerType: 'COMMISSIONER', city: 'Сливен' },
  { name: 'Мобилни Плащания АД', nameEn: 'Mobile Payments AD', partnerType: 'COMMISSIONER', city: 'София' },
]; // prettier-ignore

const HAULIER_WORDS = [
  'Транс',
  'Карго',
  'Логистик',
  'Експрес',
  'Спед',
  'Камион',
  'Тир',
  'Мобил',
  'Авто',
  'Интер',
];
const HAULIER_PLACES = [
  'Балкан',
  'Родопи',
  'Тракия',
  'Дунав',
  'Странджа',
  'Пирин',
  'Витоша',
  'Мизия',
  'Струма',
  'Искър',
  'Марица',
  'Янтра',
  'Камчия',
  'Огоста',
  'Тунджа',
];
const HAULIER_FORMS = ['ЕООД', 'ООД', 'АД'];
const CITIES = ['София', 'Пловдив', 'Варна', 'Бургас', 'Русе', 'Стара Загора', 'Плевен', 'Сливен', 'Добрич', 'Шумен', 'Хасково', 'Пазарджик', 'Благоевград', 'Велико Търново', 'Враца', 'Видин', 'Монтана', 'Ловеч', 'Габрово', 'Кърджали']; // prettier-ignore
const PERIODS: readonly ObligationPeriod[] = [
  'DAILY',
  'FIVE_DAY',
  'WEEKLY',
  'TWICE_PER_WEEK',
  'BI_WEEKLY',
  'MONTHLY',
];
const STREETS = [
  'бул. „България“',
  'ул. „Васил Левски“',
  'бул. „Цар Освободител“',
  'ул. „Христо Ботев“',
  'бул. „Македония“',
];
const PEOPLE = [
  'Иван Петров',
  'Мария Георгиева',
  'Петър Димитров',
  'Елена Стоянова',
  'Георги Николов',
  'Радка Иванова',
];

export const DEMO_TOLL_CUSTOMERS = 300;

type PartnerInsert = typeof partners.$inferInsert;

function partnerRow(p: DemoPartner, i: number, rnd: () => number): PartnerInsert {
  const eik = demoEik(100_000 + i * 7_919);
  const street = STREETS[i % STREETS.length]!;
  const person = PEOPLE[i % PEOPLE.length]!;
  const sale = p.partnerType !== 'COMMISSIONER' && p.partnerType !== 'TOLL_CUSTOMER';
  const toll = p.partnerType === 'TOLL_CUSTOMER';
  const nameEn = p.nameEn ?? transliterate(p.name);
  return {
    name: p.name,
    nameEn,
    partnerType: p.partnerType,
    city: p.city,
    eik,
    vatNumber: vatNumberFor(eik),
    customerId: toll ? (i === 1000 ? 'C-100001' : `C-${200_000 + i}`) : null,
    commissionBp: toll ? 0 : 100 + Math.floor(rnd() * 20) * 25,
    invoiceNameBg: p.name,
    invoiceNameEn: nameEn,
    invoiceAddressBg: `${p.city}, ${street} ${1 + (i % 120)}`,
    invoiceAddressEn: `${transliterate(p.city)}, ${transliterate(street)} ${1 + (i % 120)}`,
    invoiceResponsibleBg: person,
    invoiceResponsibleEn: transliterate(person),
    invoiceRangeStart: toll ? null : 1_000_000_000 + i * 1_000_000,
    invoiceRangeEnd: toll ? null : 1_000_000_000 + i * 1_000_000 + 999_999,
    sendReceipts: sale,
    notifyDelicts: toll && i % 3 === 0,
    notifyDelictsNoAds: toll && i % 6 === 0,
    notifyVignettes: sale || i % 2 === 0,
    notifyVignettesNoAds: i % 5 === 0,
    notifyVignetteExpiry: toll,
    reportsAllowed: !toll,
    receivesReports: !toll && i % 2 === 0,
    sftpAllowed: !toll && i % 4 === 0,
    ...(!toll && i % 4 === 0
      ? {
          sftpHost: `sftp.partner${i}.example.bg`,
          sftpPort: 22,
          sftpUser: `bgtoll${i}`,
          sftpPath: '/reports',
          sftpKeyName: `partner-${i}-reports`,
        }
      : {}),
    lang: i % 7 === 0 ? 'en' : 'bg',
    timeZone: i % 11 === 0 ? 'UTC' : 'Europe/Sofia',
    obligationsPeriod: PERIODS[i % PERIODS.length]!,
    duePaymentDays: [7, 10, 14, 30][i % 4]!,
    delayDays: [0, 3, 5][i % 3]!,
    recipientIban: demoIban(i * 13 + 5),
    ibans: i % 3 === 0 ? [demoIban(i * 13 + 5), demoIban(i * 13 + 6)] : [demoIban(i * 13 + 5)],
    depositMinor: toll ? Math.floor(rnd() * 50) * 10_000 : 0,
    depositCurrency: 'EUR',
    status: p.status ?? 'ACTIVE',
    statusReason:
      p.status === 'CLOSED'
        ? 'Прекратен договор'
        : p.status === 'SUSPENDED'
          ? 'Неплатени задължения'
          : null,
  };
}

/** The 300 transport companies: names from word lists, every one different. */
export function demoTollCustomers(): DemoPartner[] {
  const out: DemoPartner[] = [];
  for (let i = 0; out.length < DEMO_TOLL_CUSTOMERS; i++) {
    const word = HAULIER_WORDS[i % HAULIER_WORDS.length]!;
    const place = HAULIER_PLACES[Math.floor(i / HAULIER_WORDS.length) % HAULIER_PLACES.length]!;
    const round = Math.floor(i / (HAULIER_WORDS.length * HAULIER_PLACES.length));
    const form = HAULIER_FORMS[(i + round) % HAULIER_FORMS.length]!;
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    out.push({
      name: `${word} ${place}${suffix} ${form}`,
      partnerType: 'TOLL_CUSTOMER',
      city: CITIES[i % CITIES.length]!,
      status: i % 37 === 36 ? 'SUSPENDED' : 'ACTIVE',
    });
  }
  return out;
}

async function upsertPartner(tx: Tx, row: PartnerInsert): Promise<number> {
  const [existing] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.name, row.name))
    .orderBy(partners.id)
    .limit(1);
  if (existing) {
    // The public demo partner keeps its status (and the trigger is not asked to move it).
    const { status: _status, ...rest } = row;
    await tx.update(partners).set(rest).where(eq(partners.id, existing.id));
    return existing.id;
  }
  const [inserted] = await tx.insert(partners).values(row).returning({ id: partners.id });
  return inserted!.id;
}

const TERMINAL_PROVIDERS: readonly TerminalProvider[] = ['BORICA', 'DSK'];

export const demoPartnerRegisterStep: SeedStep = {
  name: 'demo-partner-register-v1',
  run: async (tx) => {
    const rnd = seededRandom(16);
    const sales: { id: number; partner: DemoPartner }[] = [];
    for (const [i, partner] of SALES_PARTNERS.entries())
      sales.push({ id: await upsertPartner(tx, partnerRow(partner, i + 1, rnd)), partner });
    const customers = demoTollCustomers().map((p, i) => partnerRow(p, 1000 + i, rnd));
    const customerIds: number[] = [];
    for (let i = 0; i < customers.length; i += 100) {
      const rows = await tx
        .insert(partners)
        .values(customers.slice(i, i + 100))
        .returning({ id: partners.id });
      customerIds.push(...rows.map((r) => r.id));
    }
    const commissioners = sales.filter(
      (s) =>
        s.partner.partnerType === 'COMMISSIONER' ||
        s.partner.partnerType === 'SALE_PARTNER_AND_COMMISSIONER',
    );
    const sellers = sales.filter(
      (s) =>
        s.partner.partnerType === 'SALE_PARTNER' ||
        s.partner.partnerType === 'SALE_PARTNER_AND_COMMISSIONER',
    );
    // Additional commissioners: 0-2 per seller, with their own percentages.
    const links: (typeof partnerCommissioners.$inferInsert)[] = [];
    for (const [i, seller] of sellers.entries()) {
      const count = i % 3;
      for (let k = 0; k < count; k++) {
        const commissioner = commissioners[(i * 2 + k) % commissioners.length]!;
        if (commissioner.id === seller.id || links.some((l) => l.partnerId === seller.id && l.commissionerId === commissioner.id)) continue; // prettier-ignore
        links.push({
          partnerId: seller.id,
          commissionerId: commissioner.id,
          percentageBp: 50 + 25 * ((i + k) % 10),
        });
      }
    }
    if (links.length > 0) await tx.insert(partnerCommissioners).values(links);
    // Virtual POS terminals for the sellers, alternating providers.
    await tx.insert(partnerPaymentTerminals).values(
      sellers.map((s, i) => ({
        partnerId: s.id,
        provider: TERMINAL_PROVIDERS[i % 2]!,
        terminalId: `V${String(1_000_000 + i * 37).padStart(7, '0')}`,
      })),
    );
    // Toll customers charge their fees through a default vendor: a seller.
    for (const [i, id] of customerIds.entries())
      if (i % 4 === 0)
        await tx
          .update(partners)
          .set({ defaultVendorId: sellers[i % sellers.length]!.id })
          .where(eq(partners.id, id));
    // Points of sale with fixed ids (the demo users' POS 1 is Shell's first, in shifts).
    let posId = 0;
    for (const [i, seller] of sellers.entries()) {
      const count = seller.partner.pos ?? 1 + (i % 5);
      for (let k = 1; k <= count; k++) {
        posId += 1;
        const row = {
          id: posId,
          partnerId: seller.id,
          code: `P${String(seller.id).padStart(3, '0')}-${String(k).padStart(2, '0')}`,
          name: `${seller.partner.name} – ${seller.partner.city} ${k}`,
          worksInShifts: posId === 1 || (i + k) % 3 === 0,
          active: seller.partner.status !== 'CLOSED',
        };
        await tx
          .insert(pointsOfSale)
          .values(row)
          .onConflictDoUpdate({ target: pointsOfSale.id, set: row });
      }
    }
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('points_of_sale', 'id'), (select max(id) from points_of_sale))`,
    );
  },
};
