import { isAbsolute, resolve } from 'node:path';
import type { DocumentStore } from './document-store';
import { createFilesystemStore } from './filesystem-store';
import { createS3Store, type S3StoreConfig } from './s3-store';

/** Where documents go: a folder (default DATA_DIR/documents) or an S3-compatible bucket. */
export type DocumentStoreConfig =
  { kind: 'filesystem'; dir: string } | ({ kind: 's3' } & S3StoreConfig);

export type DocumentStoreEnv = {
  DOCUMENT_STORE?: string;
  DOCUMENT_DIR?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PREFIX?: string;
};

const show = (name: keyof DocumentStoreEnv, env: DocumentStoreEnv) =>
  `${name}=${JSON.stringify(env[name])}`;

/** Reads DOCUMENT_STORE and its variables; every problem names its variable. */
export function parseDocumentStore(
  env: DocumentStoreEnv,
  dataDir: string,
): { ok: true; store: DocumentStoreConfig } | { ok: false; problems: string[] } {
  const kind = env.DOCUMENT_STORE ?? 'filesystem';
  if (kind === 'filesystem') {
    const dir = env.DOCUMENT_DIR ?? `${dataDir.replace(/\/+$/, '')}/documents`;
    return { ok: true, store: { kind, dir: isAbsolute(dir) ? dir : resolve(dir) } };
  }
  if (kind !== 's3')
    return { ok: false, problems: [`${show('DOCUMENT_STORE', env)}: must be filesystem or s3`] };
  const problems: string[] = [];
  if (!env.S3_BUCKET?.trim()) problems.push('S3_BUCKET: required with DOCUMENT_STORE=s3');
  if (env.S3_ENDPOINT && !URL.canParse(env.S3_ENDPOINT))
    problems.push(`${show('S3_ENDPOINT', env)}: must be an absolute URL`);
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither (the SDK finds them)'); // prettier-ignore
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? (env.S3_ENDPOINT ? 'true' : 'false');
  if (pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`${show('S3_FORCE_PATH_STYLE', env)}: must be true or false`);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    store: {
      kind,
      bucket: env.S3_BUCKET!.trim(),
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: pathStyle === 'true',
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      prefix: env.S3_PREFIX ?? 'documents/',
    },
  };
}

export function createDocumentStore(config: DocumentStoreConfig): DocumentStore {
  return config.kind === 'filesystem' ? createFilesystemStore(config.dir) : createS3Store(config);
}
