import { toBuffer } from '../documents/pdf-document';
import { routePointNames, type BothLangs, type RoutePassDocument } from './receipt-data';
import {
  documentTexts,
  lastValidSecond,
  priceText,
  secondLang,
  sofiaDateTime,
  type DocumentTexts,
} from './receipt-format';
import {
  contentWidth,
  field,
  notes,
  numberBlock,
  openReceiptPdf,
  sectionTitle,
} from './receipt-pdf-layout';
import { drawRouteMap } from './route-map';
import { segmentTable } from './segment-table';

const MAP_HEIGHT = 280;

/** The document's texts: its catalogue keys of the receipt and of the route calculation. */
function routePassTexts(pass: RoutePassDocument) {
  const texts = documentTexts(secondLang(pass.lang));
  return {
    ...texts,
    label: (key: string) => texts.both('documents', `receipt.${key}`),
    result: (key: string) => texts.both('route-pass', `result.${key}`),
  };
}
type RoutePassTexts = ReturnType<typeof routePassTexts>;

function emissionText(
  texts: DocumentTexts,
  vehicle: RoutePassDocument['route']['quote']['vehicle'],
): BothLangs {
  const group = texts.both('route-pass', `emissionGroup.${vehicle.emissionGroup}`);
  const name = vehicle.emissionClass.replace('_', ' ');
  return { bg: `${name} (${group.bg})`, second: `${name} (${group.second})` };
}

const pointNames = (pass: RoutePassDocument): string[] => routePointNames(pass.route);

function bordersText(texts: RoutePassTexts, pass: RoutePassDocument): string | BothLangs {
  const crossings = pass.route.quote.borderCrossings;
  if (crossings.length === 0) return texts.result('noBorders');
  return crossings.map((c) => `${c.name} (${c.country})`).join(', ');
}

function writeDetails(texts: RoutePassTexts, pass: RoutePassDocument) {
  const { label, result } = texts;
  const { quote } = pass.route;
  const doc = openReceiptPdf(texts, label('routePassTitle'), pass.issuedAt);
  numberBlock(doc, label('routePassNumber'), pass.number);
  field(doc, label('route'), pointNames(pass).join(' → '));
  field(doc, label('routeType'), texts.both('route-pass', `routeType.${quote.routeType}`));
  field(doc, label('vehicle'), texts.both('route-pass', `category.${quote.vehicle.category}`));
  field(doc, label('emissionClass'), emissionText(texts, quote.vehicle));
  field(doc, label('plate'), pass.plate);
  field(doc, label('country'), texts.country(pass.countryCode, pass.country));
  field(doc, label('validity'), label('validityHours'));
  field(doc, label('validFrom'), sofiaDateTime(pass.validFrom));
  field(doc, label('validTo'), sofiaDateTime(lastValidSecond(pass.validUntil)));
  field(doc, result('totalKm'), texts.km(quote.distance.totalKm));
  field(doc, result('chargedKm'), texts.km(quote.distance.chargedKm));
  field(doc, result('notChargedKm'), texts.km(quote.distance.notChargedKm));
  field(doc, result('motorwayKm'), texts.km(quote.distance.motorwayKm));
  field(doc, result('time'), texts.duration(quote.durationMinutes));
  field(doc, result('borders'), bordersText(texts, pass));
  field(doc, label('price'), texts.price(pass));
  if (pass.saleNumber !== null) field(doc, label('saleNumber'), String(pass.saleNumber));
  if (pass.email) field(doc, label('email'), pass.email);
  field(doc, label('issuedAt'), sofiaDateTime(pass.issuedAt));
  return doc;
}

/**
 * The route pass as an A4 PDF in Bulgarian and the buyer's language (English for a Bulgarian
 * buyer): the details, a map of the route drawn from the quote's geometry (no tiles), the segments
 * with their prices, and the legal notes.
 */
export function routePassPdf(pass: RoutePassDocument): Promise<Buffer> {
  const texts = routePassTexts(pass);
  const { label } = texts;
  const { quote } = pass.route;
  const doc = writeDetails(texts, pass);
  doc.addPage();
  sectionTitle(doc, label('map'));
  const names = pointNames(pass);
  drawRouteMap(
    doc,
    quote.geometry.coordinates,
    quote.points.map((p, i) => ({ lng: p.lng, lat: p.lat, label: names[i] ?? '' })),
    { x: doc.x, y: doc.y, width: contentWidth(doc), height: MAP_HEIGHT },
  );
  sectionTitle(doc, texts.result('segments'));
  segmentTable(doc, texts, quote, priceText(pass, 'bg'));
  notes(doc, [
    label('routePassNotes.validity'),
    label('routePassNotes.noRefund'),
    label('routePassNotes.noVat'),
    label('times'),
    label('qr'),
  ]);
  return toBuffer(doc);
}
