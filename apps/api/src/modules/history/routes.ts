import { recordHistoryParamsSchema, recordHistorySchema } from '@toll/contract/record-history';
import type { App } from '../../platform/app-types';
import type { HistoryService } from './service';

export function registerHistoryRoutes(app: App, history: HistoryService) {
  app.get(
    '/history/:entity/:id',
    {
      config: { access: 'record-history', owner: { by: 'partner', ids: { id: 'record' } } },
      schema: {
        tags: ['Record history'],
        summary:
          'Who changed a record, when, and which fields (partner, user, pos, account, account-unit), newest first; the record’s own capability is required',
        params: recordHistoryParamsSchema,
        response: { 200: recordHistorySchema },
      },
    },
    (request) => history.history(request.principal!, request.params.entity, request.params.id),
  );
}
