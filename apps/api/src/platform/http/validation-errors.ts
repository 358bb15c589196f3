import type { ErrorDetail } from './app-error';

type Issue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/**
 * Maps a zod issue (as fastify-type-provider-zod reports it) to a catalogue key with parameters, so
 * every schema failure reads like the spec's §5 messages in the caller's language.
 */
export function issueToDetail(issue: Issue, context: string | undefined): ErrorDetail {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || undefined;
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (isMissing(issue)) return { code: 'validation.required', field };
      return { code: typeCode(String(p.expected)), field };
    case 'too_small':
      return { ...tooSmall(p), field };
    case 'too_big':
      return { ...tooBig(p), field };
    case 'invalid_format':
      return { code: formatCode(String(p.format)), field };
    case 'invalid_value':
      return {
        code: 'validation.invalidEnum',
        params: { options: (p.values as unknown[] | undefined)?.map(String).join(', ') ?? '' },
        field,
      };
    case 'unrecognized_keys': {
      const keys = (p.keys as string[] | undefined) ?? [];
      const key = keys[0];
      return {
        code: 'validation.unknownField',
        params: { name: keys.join(', ') },
        field: key === undefined ? field : path ? `${path}.${key}` : key,
      };
    }
    case 'custom': {
      const custom = p.params as
        { code?: string; params?: Record<string, string | number> } | undefined;
      return { code: custom?.code ?? 'common.invalidData', params: custom?.params, field };
    }
    default:
      return { code: 'validation.invalidFormat', field };
  }
}

/** The library drops the offending input from the issue; its message still says what was received. */
function isMissing(issue: Issue): boolean {
  const received = issue.params.received;
  if (received === 'undefined' || received === 'null') return true;
  return received === undefined && /received (undefined|null)\b/.test(issue.message ?? '');
}

function typeCode(expected: string): string {
  if (expected === 'number' || expected === 'bigint' || expected === 'nan')
    return 'validation.mustBeNumber';
  if (expected === 'int') return 'validation.mustBeInteger';
  if (expected === 'boolean') return 'validation.mustBeBoolean';
  if (expected === 'string') return 'validation.mustBeString';
  return 'validation.invalidFormat';
}

function formatCode(format: string): string {
  if (format === 'email') return 'validation.invalidEmail';
  if (format === 'datetime' || format === 'date' || format === 'time')
    return 'validation.invalidDate';
  return 'validation.invalidFormat';
}

function tooSmall(p: Record<string, unknown>): Omit<ErrorDetail, 'field'> {
  const min = Number(p.minimum);
  if (p.origin === 'string')
    return min <= 1
      ? { code: 'validation.required' }
      : { code: 'validation.minLength', params: { min } };
  if (p.origin === 'array' || p.origin === 'set')
    return min <= 1
      ? { code: 'validation.required' }
      : { code: 'validation.minNumber', params: { min } };
  return { code: 'validation.minNumber', params: { min } };
}

function tooBig(p: Record<string, unknown>): Omit<ErrorDetail, 'field'> {
  const max = Number(p.maximum);
  if (p.origin === 'string') return { code: 'validation.maxLength', params: { max } };
  return { code: 'validation.maxNumber', params: { max } };
}
