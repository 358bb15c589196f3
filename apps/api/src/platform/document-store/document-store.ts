import { createHash } from 'node:crypto';

/**
 * Where uploaded documents' bytes live (signed contracts, bank guarantees): a content-addressed
 * store keyed by the file's SHA-256, so the same file is kept once. One seam, two stores chosen by
 * configuration (DOCUMENT_STORE): a folder under DATA_DIR (`filesystem-store.ts`) or an
 * S3-compatible bucket (`s3-store.ts`, the AWS SDK). The database keeps which store holds each
 * hash (`document_files`), and the caller makes an upload all-or-nothing around `put`
 * (modules/accounts/documents.ts).
 */
export type DocumentStoreKind = 'filesystem' | 's3';

export type DocumentStore = {
  readonly kind: DocumentStoreKind;
  /** Stores the bytes under their hash; storing the same bytes again is harmless. */
  put(sha256: string, content: Buffer): Promise<void>;
  /** The bytes, checked against their hash; DocumentMissingError when gone or damaged. */
  get(sha256: string): Promise<Buffer>;
  remove(sha256: string): Promise<void>;
  /** Every stored hash with when it was stored (for the orphan sweep). */
  list(): AsyncIterable<{ sha256: string; storedAt: Date }>;
};

export class DocumentMissingError extends Error {
  constructor(
    readonly sha256: string,
    reason: string,
  ) {
    super(`document ${sha256}: ${reason}`);
    this.name = 'DocumentMissingError';
  }
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');
export const isSha256 = (text: string) => /^[0-9a-f]{64}$/.test(text);

/** The bytes read back must be the bytes stored: a damaged copy is as good as a missing one. */
export function checked(sha256: string, content: Buffer): Buffer {
  if (sha256Of(content) !== sha256) throw new DocumentMissingError(sha256, 'content does not match its hash'); // prettier-ignore
  return content;
}
