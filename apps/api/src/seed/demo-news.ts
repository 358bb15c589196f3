import type { newsArticles } from '../db/schema/content';

type NewsSeed = Omit<typeof newsArticles.$inferInsert, 'id' | 'createdAt'>;

/** Demo news articles (bodies in the site's content markup: blank-line paragraphs, [text](/path)). */
export const DEMO_NEWS: readonly NewsSeed[] = [
  {
    slug: 'prices-restored-from-1-may-2025',
    publishedAt: new Date('2025-04-15T09:00:00+03:00'),
    titleBg: 'От 1 май 2025 г. цените на винетките се връщат на предишните си нива',
    titleEn: 'Vignette prices return to their earlier levels from 1 May 2025',
    summaryBg:
      'Годишната винетка отново струва 97 лв., седмичната 15 лв., а уикенд винетката 10 лв.',
    summaryEn:
      'The annual vignette costs 97 leva again, the weekly one 15 leva and the weekend one 10 leva.',
    bodyBg:
      'От 00:00 ч. на 1 май 2025 г. цените на електронните винетки за превозни средства до 3,5 т се връщат на нивата отпреди 2023 г.: годишна – 97 лв., тримесечна – 54 лв., месечна – 30 лв., седмична – 15 лв., уикенд – 10 лв.\n\nЦената се определя от момента на покупката, а не от началната дата на валидност. Винетка, купена до 30 април включително, запазва по-ниската цена, дори ако започва да важи след 1 май.\n\nВижте актуалните [цени](/prices).',
    bodyEn:
      'From 00:00 on 1 May 2025 the prices of electronic vignettes for vehicles up to 3.5 t return to their levels before 2023: annual 97 leva, quarterly 54 leva, monthly 30 leva, weekly 15 leva, weekend 10 leva.\n\nThe price is set by the moment of purchase, not by the start of validity. A vignette bought up to and including 30 April keeps the lower price even if it starts after 1 May.\n\nSee the current [prices](/prices).',
  },
  {
    slug: 'vignettes-in-euro-from-1-january-2026',
    publishedAt: new Date('2025-12-15T10:00:00+02:00'),
    titleBg: 'От 1 януари 2026 г. винетките се продават в евро',
    titleEn: 'From 1 January 2026 vignettes are sold in euro',
    summaryBg:
      'С приемането на еврото цените се преизчисляват по фиксирания курс 1,95583 лв. за едно евро.',
    summaryEn:
      'With the adoption of the euro, prices are converted at the fixed rate of 1.95583 leva to the euro.',
    bodyBg:
      'България приема еврото на 1 януари 2026 г. От тази дата винетките се продават и плащат в евро. Цените са преизчислени по фиксирания курс 1,95583 лв. за едно евро: годишната винетка струва 49,60 €, тримесечната 27,61 €, месечната 15,34 €, седмичната 7,67 €, а уикенд винетката 5,11 €.\n\nДо 8 август 2026 г. цените се показват и в двете валути. Плащанията с карта и онлайн се извършват само в евро.\n\nВинетките, купени преди 1 януари, остават валидни за целия си срок. Вижте [цените](/prices) и [често задаваните въпроси](/faqVignette).',
    bodyEn:
      'Bulgaria adopts the euro on 1 January 2026. From that date vignettes are sold and paid in euro. Prices are converted at the fixed rate of 1.95583 leva to the euro: the annual vignette costs €49.60, the quarterly €27.61, the monthly €15.34, the weekly €7.67 and the weekend vignette €5.11.\n\nUntil 8 August 2026 prices are shown in both currencies. Card and online payments are in euro only.\n\nVignettes bought before 1 January stay valid for their whole period. See the [prices](/prices) and the [frequently asked questions](/faqVignette).',
  },
  {
    slug: 'annual-vignettes-expire-in-january-and-february',
    publishedAt: new Date('2026-01-05T09:30:00+02:00'),
    titleBg: 'Над 680 000 годишни винетки изтичат през януари и февруари',
    titleEn: 'More than 680,000 annual vignettes expire in January and February',
    summaryBg:
      'Проверете кога изтича вашата винетка и купете новата навреме – до 30 дни предварително.',
    summaryEn:
      'Check when your vignette expires and buy the new one in time – up to 30 days in advance.',
    bodyBg:
      'През януари и февруари 2026 г. изтичат около 682 000 годишни винетки. Годишната винетка важи до края на деня преди същата дата следващата година: винетка, активирана на 19 март 2025 г., важи до 23:59 ч. на 18 март 2026 г.\n\nНовата винетка може да се купи до 30 дни преди желаната начална дата, така че да започне да важи веднага след изтичането на старата. [Проверете валидността](/check-for-validity-of-e-vignette) по регистрационен номер.',
    bodyEn:
      'In January and February 2026 about 682,000 annual vignettes expire. An annual vignette is valid until the end of the day before the same date one year later: a vignette activated on 19 March 2025 is valid until 23:59 on 18 March 2026.\n\nThe new vignette can be bought up to 30 days before the wanted start date, so that it starts right after the old one ends. [Check the validity](/check-for-validity-of-e-vignette) by registration number.',
  },
  {
    slug: 'vignette-sales-in-2025',
    publishedAt: new Date('2026-01-12T11:00:00+02:00'),
    titleBg: '6,9 милиона продадени винетки през 2025 г.',
    titleEn: '6.9 million vignettes sold in 2025',
    summaryBg: 'Най-купувани са годишните и седмичните винетки; 245 000 винетки са безплатни.',
    summaryEn: 'Annual and weekly vignettes sell best; 245,000 vignettes were free of charge.',
    bodyBg:
      'През 2025 г. са продадени 6,9 милиона електронни винетки: 2,64 милиона годишни, 2,63 милиона седмични, 0,85 милиона месечни, 0,70 милиона уикенд и 0,11 милиона тримесечни.\n\nОтделно са издадени 245 000 безплатни годишни винетки за хора с 50 или над 50 на сто намалена работоспособност. Как се получава такава винетка, вижте в [често задаваните въпроси](/faqVignette).',
    bodyEn:
      'In 2025, 6.9 million electronic vignettes were sold: 2.64 million annual, 2.63 million weekly, 0.85 million monthly, 0.70 million weekend and 0.11 million quarterly.\n\nIn addition, 245,000 free annual vignettes were issued to people with 50% or more reduced work capacity. How to get one is explained in the [frequently asked questions](/faqVignette).',
  },
  {
    slug: 'new-daily-vignette-from-3-february-2026',
    publishedAt: new Date('2026-01-20T10:00:00+02:00'),
    titleBg: 'Нова дневна винетка от 3 февруари 2026 г.',
    titleEn: 'A new daily vignette from 3 February 2026',
    summaryBg: 'Дневната винетка струва 4,09 € (8 лв.) и важи 24 часа от избрания начален час.',
    summaryEn:
      'The daily vignette costs €4.09 (8 leva) and is valid for 24 hours from the chosen start.',
    bodyBg:
      'От 00:00 ч. на 3 февруари 2026 г. в продажба е нов вид винетка – дневна. Тя струва 4,09 € (8 лв.) и важи 24 часа от избрания начален момент.\n\nДневната винетка е удобна за транзитно преминаване и за еднодневни пътувания. Както всички винетки, тя може да се купи до 30 дни предварително и не може да бъде анулирана след плащане.\n\n[Купете е-винетка](/buy-vignette).',
    bodyEn:
      'From 00:00 on 3 February 2026 a new kind of vignette is on sale – the daily vignette. It costs €4.09 (8 leva) and is valid for 24 hours from the chosen start.\n\nThe daily vignette suits transit and day trips. Like every vignette, it can be bought up to 30 days in advance and cannot be cancelled after payment.\n\n[Buy an e-vignette](/buy-vignette).',
  },
  {
    slug: 'check-the-registration-number-before-paying',
    publishedAt: new Date('2026-03-10T09:00:00+02:00'),
    titleBg: 'Проверете регистрационния номер, преди да платите',
    titleEn: 'Check the registration number before you pay',
    summaryBg:
      'Винетката се издава точно за въведения номер; грешка в един знак означава винетка за друго превозно средство.',
    summaryEn:
      'The vignette is issued exactly for the number you enter; one wrong character means a vignette for another vehicle.',
    bodyBg:
      'Най-честата грешка при покупка е сгрешен регистрационен номер – например буквата O вместо цифрата 0. Винетката се издава точно за въведения номер и държава, затова проверете данните в прегледа на поръчката, преди да платите.\n\nНомерът може да се въведе на кирилица или латиница, без интервали и тирета. След плащане и активиране винетката не може да бъде анулирана или възстановена; вижте [общите условия](/terms-and-conditions).',
    bodyEn:
      'The most common mistake when buying is a wrong registration number – for example the letter O instead of the digit 0. The vignette is issued exactly for the number and country you enter, so check the data in the order review before you pay.\n\nThe number can be typed in Cyrillic or Latin letters, without spaces or dashes. After payment and activation the vignette cannot be cancelled or refunded; see the [terms and conditions](/terms-and-conditions).',
  },
];
