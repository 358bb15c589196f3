import { randomUUID } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { normalisePlate } from '@toll/domain/plates';
import type { RegixCallContext } from '../../../platform/regix-config';

/**
 * RegiX, the state's registry exchange (regix-service.egov.bg), as its entry point's WSDL defines
 * it: SOAP 1.2 over HTTPS with a client certificate and WS-Addressing (WSHttpBinding), operation
 * `IRegiXEntryPoint/ExecuteSynchronous` taking a `ServiceRequestData` (Operation, Argument,
 * CallContext, SignResult, ReturnAccessMatrix) and answering a `ServiceResultData` (IsReady,
 * Data/Response, HasError, Error). The vehicle look-up is the MVR adapter's
 * `GetMotorVehicleRegistrationInfoV3` (namespace http://egov.bg/RegiX/MVR/MPS/…V3Request and
 * …V3Response): by registration number, answering VehicleData (masses in kg, axles, category,
 * environmental category), owners and ReturnInformation (0000 found, 0100 no data).
 */
export const REGIX_ACTION = 'http://tempuri.org/IRegiXEntryPoint/ExecuteSynchronous';
export const REGIX_MVR_V3_OPERATION =
  'TechnoLogica.RegiX.MVRMPSAdapter.APIService.IMVRMPSAPI.GetMotorVehicleRegistrationInfoV3';
const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
const WSA = 'http://www.w3.org/2005/08/addressing';
const V3_REQUEST = 'http://egov.bg/RegiX/MVR/MPS/GetMotorVehicleRegistrationInfoV3Request';
export const V3_RESPONSE = 'http://egov.bg/RegiX/MVR/MPS/GetMotorVehicleRegistrationInfoV3Response';
export const SOAP_CONTENT_TYPE = `application/soap+xml; charset=utf-8; action="${REGIX_ACTION}"`;

export const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Latin look-alikes as the Cyrillic letters Bulgarian plates use (the V3 schema's [А-Я0-9]). */
const TO_CYRILLIC: Record<string, string> = {
  A: 'А', B: 'В', E: 'Е', K: 'К', M: 'М', H: 'Н', O: 'О', P: 'Р', C: 'С', T: 'Т', Y: 'У', X: 'Х',
}; // prettier-ignore
export const cyrillicPlate = (plate: string) =>
  [...normalisePlate(plate)].map((c) => TO_CYRILLIC[c] ?? c).join('');

/** The SOAP 1.2 envelope of ExecuteSynchronous for one vehicle by registration number. */
export function vehicleRequestXml(
  plate: string,
  to: string,
  context: RegixCallContext,
  messageId = `urn:uuid:${randomUUID()}`,
): string {
  const c = (name: string, value: string) => `<${name}>${xmlEscape(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<soap:Envelope xmlns:soap="${SOAP12}" xmlns:wsa="${WSA}">`,
    '<soap:Header>',
    `<wsa:Action soap:mustUnderstand="1">${REGIX_ACTION}</wsa:Action>`,
    `<wsa:MessageID>${xmlEscape(messageId)}</wsa:MessageID>`,
    `<wsa:To soap:mustUnderstand="1">${xmlEscape(to)}</wsa:To>`,
    '</soap:Header>',
    '<soap:Body>',
    '<ExecuteSynchronous xmlns="http://tempuri.org/"><request>',
    c('Operation', REGIX_MVR_V3_OPERATION),
    '<Argument>',
    `<GetMotorVehicleRegistrationInfoV3Request xmlns="${V3_REQUEST}">`,
    c('Identifier', cyrillicPlate(plate)),
    '</GetMotorVehicleRegistrationInfoV3Request>',
    '</Argument>',
    '<CallContext>',
    c('ServiceURI', context.serviceUri),
    c('ServiceType', context.serviceType),
    c('EmployeeIdentifier', context.employeeIdentifier),
    c('EmployeeNames', context.employeeNames),
    c('AdministrationOId', context.administrationOId),
    c('AdministrationName', context.administrationName),
    c('LawReason', context.lawReason),
    '</CallContext>',
    '<SignResult>false</SignResult>',
    '<ReturnAccessMatrix>false</ReturnAccessMatrix>',
    '</request></ExecuteSynchronous>',
    '</soap:Body>',
    '</soap:Envelope>',
  ].join('');
}

/** What the registry's motor-vehicle answer carries for us (kilograms; no dimensions in V3). */
export type RegistryRecord = {
  registrationNumber: string;
  /** (J) EU vehicle category: N1, N2, N3, M1, M2, M3, L…, O… */
  category: string;
  /** Вид на ПС, e.g. ТОВАРЕН АВТОМОБИЛ. */
  vehicleKind: string | null;
  make: string | null;
  model: string | null;
  firstRegistrationYear: number | null;
  colour: string | null;
  axles: number | null;
  /** (G) the vehicle's own mass. */
  ownMassKg: number | null;
  /** (F.1) technically permissible maximum laden mass. */
  technicallyPermissibleMassKg: number | null;
  /** (F.3) permissible maximum mass of the combination. */
  combinationMassKg: number | null;
  /** (V.9) e.g. "EURO 6", "ЕВРО V", "EEV". */
  environmentalCategory: string | null;
  ownerName: string | null;
};

export type RegistryFailure = 'notFound' | 'timeout' | 'unavailable';
export type RegistryAnswer = { ok: true; record: RegistryRecord } | { ok: false; failure: RegistryFailure; detail: string }; // prettier-ignore

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'Result' || name === 'Owner',
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const int = (value: unknown): number | null => {
  const t = text(value);
  return t !== null && /^\d{1,9}$/.test(t) ? Number(t) : null;
};
const fail = (failure: RegistryFailure, detail: string): RegistryAnswer => ({ ok: false, failure, detail }); // prettier-ignore

function ownerName(owners: unknown): string | null {
  const first = node(Array.isArray(node(owners)?.Owner) ? (node(owners)!.Owner as unknown[])[0] : null); // prettier-ignore
  if (!first) return null;
  const company = node(first.Company);
  if (company) return text(company.Name) ?? text(company.NameLatin);
  const person = node(first.BulgarianCitizen);
  const names = node(person?.Names);
  if (names) return [text(names.First), text(names.Surname), text(names.Family)].filter(Boolean).join(' ') || null; // prettier-ignore
  const foreign = node(first.ForeignCitizen);
  return foreign ? (text(foreign.NamesCyrillic) ?? text(foreign.NamesLatin)) : null;
}

/** Make and model from (D.1) "Марка и модел" and (D.3) the trade description. */
function makeAndModel(d1: string | null, d3: string | null) {
  if (!d1) return { make: null, model: d3 };
  const [make, ...rest] = d1.split(/\s+/);
  return { make: make ?? null, model: d3 ?? (rest.join(' ') || null) };
}

/**
 * Reads the HTTP answer of ExecuteSynchronous: a SOAP fault, an HTTP error or a ServiceResultData
 * with HasError is the service failing (`unavailable`); ReturnCode 0100 or no Result is `notFound`.
 */
export function readVehicleAnswer(status: number, body: string): RegistryAnswer {
  let doc: Node | null;
  try {
    doc = node(parser.parse(body));
  } catch {
    return fail('unavailable', `HTTP ${status}: not XML`);
  }
  const soapBody = node(node(doc?.Envelope)?.Body);
  if (!soapBody) return fail('unavailable', `HTTP ${status}: no SOAP envelope`);
  const fault = node(soapBody.Fault);
  if (fault) {
    const reason = text(node(node(fault.Reason)?.Text)?.['#text']) ?? text(node(fault.Reason)?.Text); // prettier-ignore
    return fail('unavailable', `SOAP fault: ${reason ?? 'no reason'}`);
  }
  if (status < 200 || status >= 300) return fail('unavailable', `HTTP ${status}`);
  const result = node(node(soapBody.ExecuteSynchronousResponse)?.ExecuteSynchronousResult);
  if (!result) return fail('unavailable', 'no ExecuteSynchronousResult');
  if (text(result.HasError) === 'true')
    return fail('unavailable', `RegiX error: ${text(result.Error) ?? 'unknown'}`);
  const answer = node(node(node(result.Data)?.Response)?.GetMotorVehicleRegistrationInfoV3Response); // prettier-ignore
  const response = node(answer?.Response);
  if (!response) return fail('unavailable', 'no GetMotorVehicleRegistrationInfoV3Response');
  const info = node(response.ReturnInformation);
  const code = text(info?.ReturnCode);
  const results = node(response.Results)?.Result;
  const first = Array.isArray(results) ? node(results[0]) : null;
  if (code === '0100' || (code === '0000' && !first)) return fail('notFound', `ReturnCode ${code}`);
  if (code !== '0000' || !first) return fail('unavailable', `ReturnCode ${code ?? 'none'}: ${text(info?.Info) ?? ''}`); // prettier-ignore
  const v = node(first.VehicleData);
  const registrationNumber = text(v?.RegistrationNumber);
  if (!v || !registrationNumber) return fail('unavailable', 'no VehicleData');
  const date = text(v.FirstRegistrationDate);
  return {
    ok: true,
    record: {
      registrationNumber,
      category: text(v.Category) ?? '',
      vehicleKind: text(v.VehicleType),
      ...makeAndModel(text(v.Model), text(v.TradeDescription)),
      firstRegistrationYear: date && /^\d{4}-/.test(date) ? Number(date.slice(0, 4)) : null,
      colour: text(v.Color),
      axles: int(v.VehNumOfAxles),
      ownMassKg: int(v.MassG),
      technicallyPermissibleMassKg: int(v.MassF1) ?? int(v.MassF2),
      combinationMassKg: int(v.MassF3),
      environmentalCategory: text(v.EnvironmentalCategory),
      ownerName: ownerName(first.OwnersData),
    },
  };
}
