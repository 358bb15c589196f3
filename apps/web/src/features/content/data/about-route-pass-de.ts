import type { ContentPage } from '../content-types';

export const aboutRoutePassDe: ContentPage = {
  title: 'Über Streckentickets',
  description:
    'Ein Streckenticket ist eine im Voraus bezahlte Maut für eine Strecke eines Fahrzeugs über 3,5 t, gültig für 24 Stunden. Wie Sie es kaufen und was Sie wissen sollten.',
  lead: 'Fahrzeuge mit einer zulässigen Gesamtmasse über 3,5 t zahlen eine Maut nach der Strecke, die sie im mautpflichtigen Straßennetz fahren. Ohne Fahrzeuggerät bezahlen Sie die Strecke im Voraus mit einem Streckenticket.',
  sections: [
    {
      heading: 'So funktioniert es',
      blocks: [
        {
          kind: 'list',
          items: [
            'Geben Sie Start- und Zielpunkt sowie bis zu 4 Zwischenpunkte ein – höchstens 6 Punkte.',
            'Wählen Sie die kürzeste oder die schnellste Route; Sie können die Route umkehren oder kopieren.',
            'Das System berechnet die Strecke auf mautpflichtigen Straßen und die Maut nach Kategorie und Emissionsklasse des Fahrzeugs.',
            'Ein Streckenticket gilt **24 Stunden** ab dem angegebenen Beginn. Eine Route, die länger als 24 Stunden dauert, kann nicht erstellt werden.',
            'Registrierte Nutzer können ein Streckenticket bis zu 7 Tage im Voraus kaufen.',
          ],
        },
      ],
    },
    {
      heading: 'Wovon der Preis abhängt',
      blocks: [
        {
          kind: 'list',
          items: [
            'Von der Straßenklasse: Autobahn, Straße erster oder zweiter Klasse.',
            'Von der Fahrzeugkategorie: 3,5 bis 12 t; über 12 t mit 2 oder 3 Achsen; über 12 t mit 4 oder mehr Achsen; Busse.',
            'Von der Emissionsklasse: EURO 0 bis EURO VI und EEV.',
          ],
        },
        {
          kind: 'p',
          text: 'Fahrzeuge mit einer Gesamtmasse über 12 t oder mit mehr als 2 Achsen gehören zur Kategorie 1.',
        },
      ],
    },
    {
      heading: 'Was Sie prüfen sollten',
      blocks: [
        {
          kind: 'note',
          text: 'Liegt die Route vollständig außerhalb des mautpflichtigen Straßennetzes, ist kein Streckenticket nötig. Verlassen Sie die Route, ist die außerhalb gefahrene Strecke nicht bezahlt und kann zu einer Ausgleichsgebühr führen – siehe [Verstöße](/about-delicts).',
        },
        {
          kind: 'p',
          text: '[Ein Streckenticket kaufen](/buy-route-pass) oder die [Fragen zur Maut](/faqToll) lesen.',
        },
      ],
    },
  ],
};
