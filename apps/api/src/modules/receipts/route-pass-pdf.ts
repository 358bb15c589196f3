import { toBuffer } from '../documents/pdf-document';
import { routePointNames, type BothLangs, type RoutePassDocument } from './receipt-data';
import {
  both,
  durationBoth,
  kmBoth,
  lastValidSecond,
  priceBoth,
  priceText,
  sofiaDateTime,
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

const label = (key: string) => both('documents', `receipt.${key}`);
const result = (key: string) => both('route-pass', `result.${key}`);
const MAP_HEIGHT = 280;

function emissionText(vehicle: RoutePassDocument['route']['quote']['vehicle']): BothLangs {
  const group = both('route-pass', `emissionGroup.${vehicle.emissionGroup}`);
  const name = vehicle.emissionClass.replace('_', ' ');
  return { bg: `${name} (${group.bg})`, en: `${name} (${group.en})` };
}

const pointNames = (pass: RoutePassDocument): string[] => routePointNames(pass.route);

function bordersText(pass: RoutePassDocument): string | BothLangs {
  const crossings = pass.route.quote.borderCrossings;
  if (crossings.length === 0) return result('noBorders');
  return crossings.map((c) => `${c.name} (${c.country})`).join(', ');
}

function writeDetails(pass: RoutePassDocument): ReturnType<typeof openReceiptPdf> {
  const { quote } = pass.route;
  const doc = openReceiptPdf(label('routePassTitle'), pass.issuedAt);
  numberBlock(doc, label('routePassNumber'), pass.number);
  field(doc, label('route'), pointNames(pass).join(' → '));
  field(doc, label('routeType'), both('route-pass', `routeType.${quote.routeType}`));
  field(doc, label('vehicle'), both('route-pass', `category.${quote.vehicle.category}`));
  field(doc, label('emissionClass'), emissionText(quote.vehicle));
  field(doc, label('plate'), pass.plate);
  field(doc, label('country'), pass.country);
  field(doc, label('validity'), label('validityHours'));
  field(doc, label('validFrom'), sofiaDateTime(pass.validFrom));
  field(doc, label('validTo'), sofiaDateTime(lastValidSecond(pass.validUntil)));
  field(doc, result('totalKm'), kmBoth(quote.distance.totalKm));
  field(doc, result('chargedKm'), kmBoth(quote.distance.chargedKm));
  field(doc, result('notChargedKm'), kmBoth(quote.distance.notChargedKm));
  field(doc, result('motorwayKm'), kmBoth(quote.distance.motorwayKm));
  field(doc, result('time'), durationBoth(quote.durationMinutes));
  field(doc, result('borders'), bordersText(pass));
  field(doc, label('price'), priceBoth(pass));
  if (pass.saleNumber !== null) field(doc, label('saleNumber'), String(pass.saleNumber));
  if (pass.email) field(doc, label('email'), pass.email);
  field(doc, label('issuedAt'), sofiaDateTime(pass.issuedAt));
  return doc;
}

/**
 * The route pass as an A4 PDF in Bulgarian and English: the details, a map of the route drawn from
 * the quote's geometry (no tiles), the segments with their prices, and the legal notes.
 */
export function routePassPdf(pass: RoutePassDocument): Promise<Buffer> {
  const { quote } = pass.route;
  const doc = writeDetails(pass);
  doc.addPage();
  sectionTitle(doc, label('map'));
  const names = pointNames(pass);
  drawRouteMap(
    doc,
    quote.geometry.coordinates,
    quote.points.map((p, i) => ({ lng: p.lng, lat: p.lat, label: names[i] ?? '' })),
    { x: doc.x, y: doc.y, width: contentWidth(doc), height: MAP_HEIGHT },
  );
  sectionTitle(doc, result('segments'));
  segmentTable(doc, quote, priceText(pass, 'bg'));
  notes(doc, [
    label('routePassNotes.validity'),
    label('routePassNotes.noRefund'),
    label('routePassNotes.noVat'),
    label('times'),
    label('qr'),
  ]);
  return toBuffer(doc);
}
