import {
  ACCOUNT_DOCUMENT_MAX_BYTES,
  ACCOUNT_DOCUMENT_TYPES,
  accountDocumentListSchema,
  accountDocumentParamsSchema,
  accountDocumentSchema,
  accountDocumentUploadQuerySchema,
} from '@toll/contract/account-documents';
import { accountIdParamSchema } from '@toll/contract/accounts';
import type { App } from '../../platform/app-types';
import type { AccountDocuments } from './documents';

const tags = ['Accounts'];

/** A contract's files: list, upload (the file is the body), download. */
export async function registerAccountDocumentRoutes(app: App, documents: AccountDocuments) {
  app.get(
    '/accounts/:id/documents',
    {
      config: { access: 'contract-management', owner: 'agency' },
      schema: {
        tags,
        summary: "The contract's files (signed contract, bank guarantee, others)",
        params: accountIdParamSchema,
        response: { 200: accountDocumentListSchema },
      },
    },
    (request) => documents.list(request.params.id),
  );

  app.get(
    '/accounts/:id/documents/:documentId',
    {
      config: { access: 'contract-management', owner: 'agency' },
      schema: {
        tags,
        summary: 'Download one file of the contract (audited)',
        params: accountDocumentParamsSchema,
        produces: [...ACCOUNT_DOCUMENT_TYPES],
      },
    },
    async (request, reply) => {
      const row = await documents.content(
        request.params.id,
        request.params.documentId,
        request.actor,
      );
      return reply
        .header('content-type', row.contentType)
        .header(
          'content-disposition',
          `attachment; filename="document-${row.id}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(row.content);
    },
  );

  // The upload takes the file as the raw body (PDF, PNG or JPEG), up to 10 MB, in its own scope.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      [...ACCOUNT_DOCUMENT_TYPES],
      { parseAs: 'buffer', bodyLimit: ACCOUNT_DOCUMENT_MAX_BYTES + 1 },
      (_request, body, done) => done(null, body),
    );
    (scope as App).post(
      '/accounts/:id/documents',
      {
        config: { access: 'contracts.write', owner: 'agency' },
        bodyLimit: ACCOUNT_DOCUMENT_MAX_BYTES + 1,
        schema: {
          tags,
          summary:
            'Upload a file to the contract: the body is the file (application/pdf, image/png, image/jpeg, at most 10 MB); the signed contract and the bank guarantee once each',
          params: accountIdParamSchema,
          querystring: accountDocumentUploadQuerySchema,
          consumes: [...ACCOUNT_DOCUMENT_TYPES],
          response: { 201: accountDocumentSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await documents.upload(
            request.params.id,
            {
              kind: request.query.kind,
              fileName: request.query.fileName,
              contentType: request.headers['content-type'] ?? '',
              content: request.body,
            },
            request.actor,
          ),
        ),
    );
  });
}
