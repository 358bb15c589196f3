import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checked, DocumentMissingError, isSha256, type DocumentStore } from './document-store';

export type S3StoreConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, …); unset: AWS. */
  endpoint: string | undefined;
  /** Path-style addresses (bucket in the path), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  prefix: string;
};

/**
 * Documents in an S3-compatible bucket through the maintained AWS SDK (v3): `<prefix>ab/<sha256>`.
 * Checksums are added only where the service requires them (S3-compatible stores differ); the
 * bytes read back are checked against their hash here.
 */
export function createS3Store(config: S3StoreConfig): DocumentStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (sha256: string) => {
    if (!isSha256(sha256)) throw new TypeError(`not a SHA-256: ${sha256}`);
    return `${config.prefix}${sha256.slice(0, 2)}/${sha256}`;
  };
  return {
    kind: 's3',
    async put(sha256, content) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(sha256),
          Body: content,
          ContentLength: content.length,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(sha256) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(sha256) })); // prettier-ignore
        const bytes = await answer.Body?.transformToByteArray();
        if (!bytes) throw new DocumentMissingError(sha256, 'empty answer');
        return checked(sha256, Buffer.from(bytes));
      } catch (error) {
        if (error instanceof DocumentMissingError) throw error;
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          throw new DocumentMissingError(sha256, 'no such key');
        throw error;
      }
    },
    async remove(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(sha256) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }), // prettier-ignore
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.split('/').pop() ?? '';
          if (isSha256(name)) yield { sha256: name, storedAt: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
