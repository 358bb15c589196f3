/**
 * Type-level tests of the typed client, enforced by `npm run typecheck`: each `@ts-expect-error`
 * line must stay an error (a wrong path, parameter, method, query or body), else tsc fails.
 */
import { api } from './typed-client';

const parse = (json: unknown) => json;
export function checks() {
  void api.get('/partners/{id}', { lang: 'bg', params: { id: 1 }, parse });
  // @ts-expect-error a path the API does not have
  void api.get('/partnerz/{id}', { lang: 'bg', params: { id: 1 }, parse });
  // @ts-expect-error a path parameter of another name
  void api.get('/partners/{id}', { lang: 'bg', params: { partnerId: 1 }, parse });
  // @ts-expect-error the path parameter missing
  void api.get('/partners/{id}', { lang: 'bg', parse });
  // @ts-expect-error a method the path does not answer
  void api.delete('/partners/apis', { lang: 'bg', parse });
  void api.post('/msts/import', { lang: 'bg', body: { content: 'x' }, parse });
  // @ts-expect-error a body field of the wrong type
  void api.post('/msts/import', { lang: 'bg', body: { content: 1 }, parse });
  // @ts-expect-error the required body missing
  void api.post('/msts/import', { lang: 'bg', parse });
  void api.get('/news', { lang: 'bg', query: { page: '2' }, parse });
  // @ts-expect-error a query parameter the route does not take
  void api.get('/news', { lang: 'bg', query: { pages: '2' }, parse });
}

export function addresses() {
  void api.href('/generatePdf', { lang: 'bg', query: { vignette_id: 'x' } });
  // @ts-expect-error a link to a route that only takes POST
  void api.href('/user/logout', { lang: 'bg' });
  // @ts-expect-error a download's path parameter of another name
  void api.download('/invoices/{id}/pdf', { lang: 'bg', params: { invoiceId: 5 } });
}
