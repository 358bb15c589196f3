import type { ContentPage } from '../content-types';

export const aboutEVignetteDe: ContentPage = {
  title: 'Über die E-Vignette',
  description:
    'Was die elektronische Vignette ist, wer sie braucht, was sie in Euro und Lewa kostet, wann sie beginnt und endet und wie Sie sie in 5 Schritten kaufen.',
  lead: 'Die elektronische Vignette (E-Vignette) ist das Recht, das mautpflichtige Straßennetz Bulgariens – die Autobahnen und die Straßen erster Klasse – für einen festgelegten Zeitraum zu benutzen. Sie ist an das Kennzeichen des Fahrzeugs gebunden; ein Aufkleber ist nicht erforderlich.',
  sections: [
    {
      heading: 'Wer eine E-Vignette braucht',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pkw und andere Fahrzeuge mit einer zulässigen Gesamtmasse **bis 3,5 t**.',
            'Anhänger und Wohnwagen, wenn das Gespann mehr als 3,5 t wiegt – sie brauchen eine eigene Vignette.',
            'Fahrzeuge **über 3,5 t** kaufen keine Vignette: Sie zahlen eine streckenabhängige Maut – mit einem [Streckenticket](/about-route-pass) oder einem Fahrzeuggerät.',
            'Motorräder, Trikes und Quads (ATV) zahlen keine Gebühr.',
          ],
        },
      ],
    },
    {
      heading: 'Arten und Preise',
      blocks: [
        {
          kind: 'table',
          caption: 'Preise der E-Vignette für Fahrzeuge bis 3,5 t ab 2026',
          head: ['Vignette', 'Preis', 'Preis vor 2026', 'Gültigkeit'],
          rows: [
            ['Tagesvignette (ab 3. Februar 2026)', '4,09 €', '–', '24 Stunden ab Beginn'],
            ['Wochenendvignette', '5,11 €', '10 BGN', 'Freitag 12:00 Uhr bis Sonntag 23:59 Uhr'],
            ['Wochenvignette', '7,67 €', '15 BGN', '7 Kalendertage'],
            ['Monatsvignette', '15,34 €', '30 BGN', 'ein Monat'],
            ['Quartalsvignette', '27,61 €', '54 BGN', 'drei Monate'],
            ['Jahresvignette', '49,60 €', '97 BGN', 'ein Jahr'],
          ],
        },
        {
          kind: 'p',
          text: 'Seit dem 1. Januar 2026 gehört Bulgarien zum Euroraum, und Vignetten werden in Euro bezahlt. Die Preise von 2025 in Lewa wurden zum festen Kurs von **1 € = 1,95583 BGN** in Euro umgerechnet; bis zum 8. August 2026 werden die Beträge auch in Lewa angezeigt. Auf die Vignettengebühr wird keine Mehrwertsteuer erhoben. Der Preis richtet sich nach dem Zeitpunkt des Kaufs, nicht nach dem Beginndatum. Siehe auch die [Preise](/prices).',
        },
      ],
    },
    {
      heading: 'Beginn und Ende',
      blocks: [
        {
          kind: 'list',
          items: [
            'Die Vignette gilt ab dem Zeitpunkt der Zahlung oder ab dem von Ihnen gewählten Beginndatum.',
            'Sie können sie höchstens **30 Tage** vor dem gewünschten Beginndatum kaufen.',
            'Die Wochenendvignette gilt von Freitag 12:00 Uhr bis Sonntag 23:59 Uhr, die Tagesvignette 24 Stunden.',
            'Wochen-, Monats-, Quartals- und Jahresvignetten enden mit Ablauf des Tages vor demselben Datum einen Zeitraum später: Eine Jahresvignette ab dem 19. März 2025 gilt bis zum 18. März 2026, 23:59 Uhr.',
            'Ein Fahrzeug kann nicht zwei Vignetten für denselben Zeitraum haben.',
          ],
        },
        {
          kind: 'note',
          text: 'Nach der Zahlung kann eine Vignette **nicht storniert, geändert oder erstattet werden**. Prüfen Sie Kennzeichen und Land, bevor Sie bezahlen.',
        },
      ],
    },
    {
      heading: 'Kauf in 5 Schritten',
      blocks: [
        {
          kind: 'steps',
          items: [
            { title: 'Vignette wählen', text: 'Wählen Sie die Fahrzeugart und den Zeitraum.' },
            {
              title: 'Fahrzeug eingeben',
              text: 'Wählen Sie das Zulassungsland und geben Sie das Kennzeichen ein – in kyrillischen oder lateinischen Buchstaben, ohne Leerzeichen.',
            },
            {
              title: 'Beginn wählen',
              text: 'Ab dem Zeitpunkt der Zahlung oder ab einem Datum bis zu 30 Tage im Voraus.',
            },
            {
              title: 'Bestellung prüfen',
              text: 'Fügen Sie bei Bedarf weitere Vignetten hinzu – alle werden mit einer Zahlung beglichen. Geben Sie eine E-Mail-Adresse für den Beleg an.',
            },
            {
              title: 'Bezahlen',
              text: 'Bezahlen Sie mit Bankkarte auf der sicheren Seite der Bank. Der Beleg kommt per E-Mail.',
            },
          ],
        },
        {
          kind: 'p',
          text: '[Jetzt eine E-Vignette kaufen](/buy-vignette) oder [die Gültigkeit](/check-for-validity-of-e-vignette) einer gekauften Vignette prüfen.',
        },
      ],
    },
    {
      heading: 'Kostenlose Jahresvignette',
      blocks: [
        {
          kind: 'p',
          text: 'Personen mit einer um 50 % oder mehr geminderten Arbeitsfähigkeit haben Anspruch auf eine kostenlose Jahresvignette für einen Pkw mit einem Hubraum bis 2000 cm³ und einer Leistung bis 117,64 kW (160 PS). Eltern oder Vormünder eines Kindes mit Behinderung haben denselben Anspruch, bis das Kind 18 Jahre alt wird, oder 20 Jahre, solange es noch eine weiterführende Schule besucht. Einzelheiten finden Sie in den [häufig gestellten Fragen](/faqVignette).',
        },
      ],
    },
    {
      heading: 'Halterwechsel',
      blocks: [
        {
          kind: 'p',
          text: 'Wird ein Fahrzeug mit gültiger Vignette verkauft, ist der Halterwechsel innerhalb von **72 Stunden** zu melden.',
        },
      ],
    },
  ],
};
