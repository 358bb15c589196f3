import { createHash, randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { cyrillicPlate, V3_RESPONSE, xmlEscape } from './regix-protocol';

/**
 * The local RegiX sandbox: answers ExecuteSynchronous for GetMotorVehicleRegistrationInfoV3 in the
 * real service's SOAP 1.2 shapes, with a realistic vehicle per plate (always the same one for the
 * same plate) and every failure a clerk can meet, chosen by the plate (or REGIX_MODE):
 *  - containing 404: ReturnCode 0100 (no data) — `regix.notFound`;
 *  - containing 504, or REGIX_MODE=timeout: no answer at all (the client's timeout ends it);
 *  - containing 503, or REGIX_MODE=down: HTTP 503 from the front server (service down);
 *  - containing 500: a SOAP fault (the adapter behind RegiX failed);
 *  - containing 401: HasError with the access-matrix refusal RegiX gives an unknown client.
 * Served at /sandbox/regix/RegiXEntryPoint.svc (REGIX_MODE=sandbox) and called in process by the
 * sandbox registry; tests also run it as a plain HTTP server for the real client.
 */
export type SandboxFailureMode = 'timeout' | 'down' | null;
export type SandboxAnswer =
  { kind: 'answer'; status: number; contentType: string; body: string } | { kind: 'hang' };

type Model = {
  category: string;
  kind: string;
  make: string;
  model: string;
  axles: number;
  ownMassKg: number;
  permissibleKg: number;
  combinationKg: number | null;
  euro: string;
};
const MODELS: readonly Model[] = [
  { category: 'N3', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'VOLVO', model: 'FH 500', axles: 2, ownMassKg: 7_846, permissibleKg: 18_000, combinationKg: 40_000, euro: 'EURO 6' }, // prettier-ignore
  { category: 'N3', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'MAN', model: 'TGX 18.470', axles: 2, ownMassKg: 7_412, permissibleKg: 18_000, combinationKg: null, euro: 'EURO 6' }, // prettier-ignore
  { category: 'N3', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'SCANIA', model: 'R 450', axles: 3, ownMassKg: 9_233, permissibleKg: 26_000, combinationKg: 44_000, euro: 'ЕВРО 5' }, // prettier-ignore
  { category: 'N3', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'DAF', model: 'XF 480', axles: 2, ownMassKg: 7_118, permissibleKg: 12_412, combinationKg: null, euro: 'EURO 6' }, // prettier-ignore
  { category: 'N2', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'IVECO', model: 'EUROCARGO 75E21', axles: 2, ownMassKg: 3_905, permissibleKg: 7_490, combinationKg: null, euro: 'EURO VI' }, // prettier-ignore
  { category: 'N2', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'MERCEDES-BENZ', model: 'ATEGO 1224', axles: 2, ownMassKg: 5_604, permissibleKg: 11_990, combinationKg: null, euro: 'ЕВРО 4' }, // prettier-ignore
  { category: 'M3', kind: 'АВТОБУС', make: 'SETRA', model: 'S 516 HD', axles: 2, ownMassKg: 13_150, permissibleKg: 19_500, combinationKg: null, euro: 'EEV' }, // prettier-ignore
  { category: 'N1', kind: 'ТОВАРЕН АВТОМОБИЛ', make: 'FORD', model: 'TRANSIT', axles: 2, ownMassKg: 2_104, permissibleKg: 3_500, combinationKg: null, euro: 'EURO 6' }, // prettier-ignore
];
const COLOURS = ['БЯЛ', 'СИН', 'ЧЕРВЕН', 'СИВ', 'ЧЕРЕН', 'ЗЕЛЕН'];
const OWNERS = [
  { id: '131468980', name: 'ТРАНС ЕКСПРЕС ЕООД' },
  { id: '200345678', name: 'ЛОГИСТИК БГ ООД' },
  { id: '117032365', name: 'АВТОТРАНС ДУНАВ АД' },
  { id: '202222226', name: 'КАРГО ЮГ ЕООД' },
];

/** The sandbox's vehicle for a plate: always the same one for the same plate. */
export function sandboxVehicle(plate: string) {
  const digest = createHash('sha256').update(cyrillicPlate(plate)).digest();
  const pick = <T>(list: readonly T[], byte: number) => list[digest[byte]! % list.length]!;
  return {
    ...pick(MODELS, 0),
    year: 2010 + (digest[1]! % 16),
    colour: pick(COLOURS, 2),
    owner: pick(OWNERS, 3),
    vin: `YV2RT40A${digest.toString('hex').slice(0, 9).toUpperCase()}`,
  };
}

const requestParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
});

/** The plate the request asks about, or null when the request is not the vehicle look-up. */
function requestedPlate(body: string): string | null {
  try {
    const doc = requestParser.parse(body) as Record<string, unknown>;
    const request = (
      ((doc.Envelope as Record<string, unknown>)?.Body as Record<string, unknown>)
        ?.ExecuteSynchronous as Record<string, unknown>
    )?.request as Record<string, unknown>;
    const argument = (request?.Argument as Record<string, unknown>)
      ?.GetMotorVehicleRegistrationInfoV3Request as Record<string, unknown>;
    const id = argument?.Identifier;
    return typeof id === 'string' && /^[А-Я0-9ETYOPADHKXCBM]{1,16}$/u.test(id.trim())
      ? id.trim()
      : null;
  } catch {
    return null;
  }
}

const SOAP_TYPE = 'application/soap+xml; charset=utf-8';
const envelope = (content: string) =>
  `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing"><s:Header><a:Action s:mustUnderstand="1">http://tempuri.org/IRegiXEntryPoint/ExecuteSynchronousResponse</a:Action></s:Header><s:Body>${content}</s:Body></s:Envelope>`;
const fault = (code: 'Sender' | 'Receiver', reason: string) =>
  envelope(
    `<s:Fault><s:Code><s:Value>s:${code}</s:Value></s:Code><s:Reason><s:Text xml:lang="en-US">${xmlEscape(reason)}</s:Text></s:Reason></s:Fault>`,
  );
const result = (data: string, error: string | null) =>
  envelope(
    `<ExecuteSynchronousResponse xmlns="http://tempuri.org/"><ExecuteSynchronousResult xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><IsReady>true</IsReady>${data}<HasError>${error ? 'true' : 'false'}</HasError>${error ? `<Error>${xmlEscape(error)}</Error>` : '<Error i:nil="true"/>'}</ExecuteSynchronousResult></ExecuteSynchronousResponse>`,
  );

function vehicleResponse(plate: string, now: Date): string {
  const header = `<Header><MessageID>${randomUUID()}</MessageID><DateTime>${now.toISOString()}</DateTime><Operation>0003</Operation></Header>`; // prettier-ignore
  if (plate.includes('404'))
    return `<GetMotorVehicleRegistrationInfoV3Response xmlns="${V3_RESPONSE}">${header}<Response><ReturnInformation><ReturnCode>0100</ReturnCode><Info>Няма данни, отговарящи на условието</Info></ReturnInformation></Response></GetMotorVehicleRegistrationInfoV3Response>`; // prettier-ignore
  const v = sandboxVehicle(plate);
  const mass = (name: string, kg: number | null) => (kg === null ? '' : `<${name}>${kg}</${name}>`);
  const vehicle = [
    `<RegistrationNumber>${xmlEscape(plate)}</RegistrationNumber>`,
    `<FirstRegistrationDate>${v.year}-03-15</FirstRegistrationDate>`,
    `<VIN>${v.vin}</VIN>`,
    `<VehicleType>${v.kind}</VehicleType>`,
    `<Model>${xmlEscape(`${v.make} ${v.model}`)}</Model>`,
    `<TradeDescription>${xmlEscape(v.model)}</TradeDescription>`,
    `<Color>${v.colour}</Color>`,
    `<Category>${v.category}</Category>`,
    mass('MassG', v.ownMassKg),
    mass('MassF1', v.permissibleKg),
    mass('MassF2', v.permissibleKg),
    mass('MassF3', v.combinationKg),
    `<VehNumOfAxles>${v.axles}</VehNumOfAxles>`,
    `<Fuel>ДИЗЕЛ</Fuel>`,
    `<EnvironmentalCategory>${xmlEscape(v.euro)}</EnvironmentalCategory>`,
  ].join('');
  const owner = `<OwnersData><Owner><Company><ID>${v.owner.id}</ID><Name>${xmlEscape(v.owner.name)}</Name></Company></Owner></OwnersData>`; // prettier-ignore
  return `<GetMotorVehicleRegistrationInfoV3Response xmlns="${V3_RESPONSE}">${header}<Response><Results><Result><VehicleData>${vehicle}</VehicleData>${owner}</Result></Results><ReturnInformation><ReturnCode>0000</ReturnCode></ReturnInformation></Response></GetMotorVehicleRegistrationInfoV3Response>`; // prettier-ignore
}

/** The sandbox's answer to one POSTed SOAP request. */
export function answerRegixSandbox(
  body: string,
  mode: SandboxFailureMode,
  now: Date,
): SandboxAnswer {
  const plate = requestedPlate(body);
  if (plate === null)
    return { kind: 'answer', status: 400, contentType: SOAP_TYPE, body: fault('Sender', 'The request is not a valid GetMotorVehicleRegistrationInfoV3 call') }; // prettier-ignore
  if (mode === 'timeout' || plate.includes('504')) return { kind: 'hang' };
  if (mode === 'down' || plate.includes('503'))
    return { kind: 'answer', status: 503, contentType: 'text/html', body: '<html><body><h1>Service Unavailable</h1></body></html>' }; // prettier-ignore
  if (plate.includes('500'))
    return { kind: 'answer', status: 500, contentType: SOAP_TYPE, body: fault('Receiver', 'The MVR register did not answer the adapter') }; // prettier-ignore
  if (plate.includes('401'))
    return { kind: 'answer', status: 200, contentType: SOAP_TYPE, body: result('<Data i:nil="true"/>', 'Access denied: the client certificate has no access to this operation') }; // prettier-ignore
  const data = `<Data id="data"><Request id="request"/><Response id="response">${vehicleResponse(plate, now)}</Response><Matrix i:nil="true"/></Data>`; // prettier-ignore
  return { kind: 'answer', status: 200, contentType: SOAP_TYPE, body: result(data, null) };
}
