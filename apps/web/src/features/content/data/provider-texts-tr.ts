import type { SaleChannel, VignetteProvider } from '@toll/domain/sale-channels';
import type { ContentPage, ContentSection } from '../content-types';
import type { ProviderTexts } from '../provider-texts';

const name = (p: VignetteProvider) => p.name.tr;

// The provider's name never takes a suffix here (its vowel harmony would depend on the name).
const TITLES: Record<
  SaleChannel,
  { about: (p: VignetteProvider) => string; buy: (p: VignetteProvider) => string }
> = {
  web: {
    about: (p) => `${name(p)} hakkında`,
    buy: (p) => `${name(p)} üzerinden e-vinyet nasıl satın alınır`,
  },
  app: {
    about: (p) => `${name(p)} mobil uygulaması hakkında`,
    buy: (p) => `${name(p)} uygulamasıyla e-vinyet nasıl satın alınır`,
  },
  'fuel-station': {
    about: (p) => `${name(p)} akaryakıt istasyonlarında e-vinyet`,
    buy: (p) => `Bir ${name(p)} akaryakıt istasyonunda e-vinyet nasıl satın alınır`,
  },
  'bank-app': {
    about: () => "Bankacılık uygulamalarında e-vinyet",
    buy: () => "Bir bankacılık uygulamasında e-vinyet nasıl satın alınır",
  },
  partner: {
    about: () => "Satış ortaklarından e-vinyet",
    buy: () => "Bir satış ortağından e-vinyet nasıl satın alınır",
  },
};

const ABOUT: Record<SaleChannel, (p: VignetteProvider) => string> = {
  web: () =>
    "Bulgaristan'da elektronik vinyetler, güzergâh biletleri, geçerlilik sorgulama ve ihlal ödemeleri için resmî site. Aracısız ve ek ücret ödemeden doğrudan satın alırsınız.",
  app: (p) =>
    `${name(p)} mobil uygulaması sitenin sunduklarının aynısını sunar: e-vinyet satın alma ve sorgulama, güzergâh biletleri ve ihlaller – telefonunuzdan. Uygulamayı Google Play veya App Store'dan indirin.`,
  'fuel-station': (p) =>
    `Ülke genelindeki ${name(p)} akaryakıt istasyonlarında e-vinyeti kasadan satın alırsınız. Kasiyer aracın bilgilerini sisteme girer ve vinyet hemen düzenlenir.`,
  'bank-app': () =>
    "Bazı bankalar mobil veya internet bankacılığında e-vinyet sunar. Vinyet, bu sitedekiyle aynı sistemde düzenlenir.",
  partner: () =>
    "Satış ortakları ve komisyoncular, sözleşme kapsamında kendi satış noktalarında ve kanallarında e-vinyet satar. Düzenlenen vinyet, bu siteden satın alınanla aynıdır.",
};

const STEPS: Record<SaleChannel, readonly { title: string; text: string }[]> = {
  web: [
    {
      title: "Vinyeti seçin",
      text: "[Vinyet satın al](/buy-vignette) sayfasını açın ve araç türünü ve süreyi seçin.",
    },
    {
      title: "Aracı girin",
      text: "Ülkeyi seçin ve plakayı boşluk veya tire kullanmadan yazın.",
    },
    {
      title: "Başlangıcı seçin",
      text: "Ödeme anından veya en fazla 30 gün sonrasına kadar bir tarihten itibaren.",
    },
    {
      title: "Siparişi kontrol edin",
      text: "Bilgileri kontrol edin ve makbuz için bir e-posta adresi girin.",
    },
    {
      title: "Ödeyin",
      text: "Banka kartıyla ödeyin. Vinyet etkinleştirilir ve makbuz e-postayla gönderilir.",
    },
  ],
  app: [
    { title: "Uygulamayı indirin", text: "Google Play veya App Store'dan yükleyin." },
    { title: "Vinyeti seçin", text: "Araç türünü, süreyi ve başlangıcı seçin." },
    { title: "Aracı girin", text: "Ülkeyi seçin ve plakayı yazın." },
    { title: "Ödeyin", text: "Uygulamada kartla ödeyin; makbuz e-postayla gönderilir." },
  ],
  'fuel-station': [
    {
      title: "Kasada isteyin",
      text: "Bir e-vinyet isteyin ve türünü söyleyin: günlük, hafta sonu, haftalık, aylık, üç aylık veya yıllık.",
    },
    {
      title: "Bilgileri verin",
      text: "Tescil ülkesini, plakayı ve istediğiniz başlangıcı söyleyin.",
    },
    {
      title: "Fişi kontrol edin",
      text: "Fiş, satın alma belgesidir. Yola çıkmadan önce üzerindeki plakayı kontrol edin.",
    },
  ],
  'bank-app': [
    {
      title: "Bankacılık uygulamanızı açın",
      text: "Bankanızın uygulamasında \"Vinyet\" veya \"Ödemeler\" bölümünü arayın.",
    },
    {
      title: "Bilgileri girin",
      text: "Vinyet türünü, ülkeyi, plakayı ve başlangıcı seçin.",
    },
    {
      title: "Ödemeyi onaylayın",
      text: "Tutar hesabınızdan çekilir. Geçerliliği [buradan](/check-for-validity-of-e-vignette) sorgulayın.",
    },
  ],
  partner: [
    { title: "Bir iş ortağı bulun", text: "[İş ortakları](/partners) listesine bakın." },
    {
      title: "Bilgileri verin",
      text: "Vinyet türünü, ülkeyi, plakayı ve başlangıcı söyleyin.",
    },
    { title: "Satın alma belgesini saklayın", text: "Fişi saklayın ve üzerindeki plakayı kontrol edin." },
  ],
};

const COMMON: readonly ContentSection[] = [
  {
    heading: "Her yerde aynı",
    blocks: [
      {
        kind: 'list',
        items: [
          "Vinyet, ödeme anından veya seçilen başlangıç tarihinden itibaren geçerlidir ve en fazla 30 gün önceden satın alınabilir.",
          "Ödemeden sonra iptal edilemez ve ücreti iade edilmez.",
          "Fiyatlar her yerde aynıdır: bkz. [fiyatlar](/prices).",
        ],
      },
    ],
  },
];

function about(p: VignetteProvider): ContentPage {
  const title = TITLES[p.channel].about(p);
  return {
    title,
    description: `${title}: neler sunduğu ve orada e-vinyetin nasıl satın alındığı.`,
    lead: ABOUT[p.channel](p),
    sections: [
      {
        heading: "Satın alma",
        blocks: [
          {
            kind: 'p',
            text: `Adım adım: [${TITLES[p.channel].buy(p)}](/how-to-buy-e-vignette-from-${p.id}).`,
          },
          ...(p.website
            ? [
                {
                  kind: 'p' as const,
                  text: `Web sitesi: [${p.website.replace('https://', '')}](${p.website})`,
                },
              ]
            : []),
        ],
      },
      ...COMMON,
    ],
  };
}

function howToBuy(p: VignetteProvider): ContentPage {
  const title = TITLES[p.channel].buy(p);
  return {
    title,
    description: `${title} – adım adım.`,
    lead: ABOUT[p.channel](p),
    sections: [{ heading: "Adımlar", blocks: [{ kind: 'steps', items: STEPS[p.channel] }] }, ...COMMON],
  };
}

export const providerTextsTr: ProviderTexts = {
  about,
  howToBuy,
  otherProviders: "Diğer satın alma yolları",
};
