import type { ContentPage } from '../content-types';

export const aboutDelictsDe: ContentPage = {
  title: 'Über Verstöße',
  description:
    'Was die Ausgleichsgebühr und die maximale Tagesmaut sind, was sie kosten, bis wann sie zu zahlen sind und wie Sie prüfen, ob ein Verstoß vorliegt.',
  lead: 'Fährt ein Fahrzeug ohne gültige Vignette, ohne Streckenticket oder ohne Erfassung durch ein Fahrzeuggerät im mautpflichtigen Straßennetz, wird ein Verstoß erfasst. Er kann durch Zahlung einer Gebühr beglichen werden, bevor daraus eine Geldbuße wird.',
  sections: [
    {
      heading: 'Ausgleichsgebühr',
      blocks: [
        {
          kind: 'table',
          caption: 'Ausgleichsgebühren',
          head: ['Fahrzeug', 'In Lewa', 'In Euro (2026)'],
          rows: [
            ['Bis 3,5 t', '70 BGN', '36 €'],
            ['3,5 bis 12 t', '150 BGN', '77 €'],
            ['Über 12 t, 2 oder 3 Achsen', '450 BGN', '230 €'],
            ['Über 12 t, 4 oder mehr Achsen', '750 BGN', '383 €'],
            ['Bus', '150 BGN', '77 €'],
          ],
        },
        {
          kind: 'p',
          text: 'Die Ausgleichsgebühr ist innerhalb von **14 Tagen** nach dem Verstoßbescheid oder nach Zustellung des elektronischen Strafzettels zu zahlen. Wird sie nicht rechtzeitig gezahlt, folgt eine Geldbuße – 300 BGN für Pkw und 1.800 BGN für Fahrzeuge über 3,5 t.',
        },
      ],
    },
    {
      heading: 'Maximale Tagesmaut',
      blocks: [
        {
          kind: 'p',
          text: 'Für Fahrzeuge über 3,5 t ohne Erfassung der gefahrenen Strecke kann die maximale Tagesmaut gezahlt werden. Die Frist beträgt **14 Tage** ab der Mitteilung.',
        },
      ],
    },
    {
      heading: 'Prüfen und bezahlen',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Prüfen',
              text: 'Geben Sie auf der [Seite zu Verstößen](/pay-delict) das Kennzeichen und die persönliche Identifikationsnummer (EGN) des Halters bei Personen oder die UIC (EIK) bei Unternehmen ein.',
            },
            {
              title: 'Bezahlen',
              text: 'Wählen Sie die Verstöße und bezahlen Sie mit Bankkarte. Der Beleg kommt per E-Mail.',
            },
          ],
        },
        {
          kind: 'p',
          text: 'Ein Verstoß durchläuft diese Status: erfasst, in Bearbeitung, elektronischer Strafzettel zugestellt, bezahlt. Wenden Sie sich nach Ablauf der Zahlungsfrist an die Agentur für Straßeninfrastruktur.',
        },
        {
          kind: 'note',
          text: 'Eine für ein falsch eingegebenes Kennzeichen gezahlte Gebühr wird nicht erstattet. Siehe auch die [Fragen zu Verstößen](/faqDelicts).',
        },
      ],
    },
  ],
};
