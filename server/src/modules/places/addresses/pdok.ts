import type { Suggestion } from '#common/contracts/destinations.ts';
import type { AddressProvider, ProviderAnswer } from './provider.ts';
import { addressFields, pdokDocId, pdokIdPrefix, pdokQuery, suggestionOfDoc } from './pdok-docs.ts';

const failed = (reason: string): { kind: 'failed'; reason: string } => ({ kind: 'failed', reason });

/**
 * The Locatieserver's suggest and lookup services (docs/decisions/056-pdok-addresses.md):
 * `GET {base}/suggest?q=…&fq=type:adres&rows=…&fl=…[&lat=…&lon=…]` and `GET {base}/lookup?id=adr-…`, each answering
 * `{ response: { numFound, docs: [ … ] } }`. Only parameters of its OpenAPI description are sent: version 3.1 refuses
 * any other.
 */
export function pdokProvider(baseUrl: string, timeoutMs: number): AddressProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function docs(service: 'suggest' | 'lookup', params: URLSearchParams): Promise<ProviderAnswer<unknown[]>> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${base}/${service}?${params.toString()}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      body = response.ok ? await response.json() : null;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return failed(timedOut ? `no answer in ${timeoutMs} ms` : String(error));
    }
    if (!response.ok) return failed(`HTTP ${response.status}`);
    const found = (body as { response?: { docs?: unknown } } | null)?.response?.docs;
    return Array.isArray(found) ? { kind: 'found', value: found } : failed('a reply without response.docs');
  }

  return {
    owns: (id) => id.startsWith(pdokIdPrefix),
    async suggest(typed, rows, near): Promise<ProviderAnswer<Suggestion[]>> {
      const q = pdokQuery(typed);
      if (q === '' || rows <= 0) return { kind: 'found', value: [] };
      const params = new URLSearchParams({ q, fq: 'type:adres', rows: String(rows), fl: addressFields.join(',') });
      // The operator's location ranks the nearer of equally good matches first, as the index does.
      if (near) {
        params.set('lat', near.lat.toFixed(6));
        params.set('lon', near.lng.toFixed(6));
      }
      const answer = await docs('suggest', params);
      if (answer.kind === 'failed') return answer;
      const suggestions = answer.value.map(suggestionOfDoc).filter((place) => place !== null);
      return { kind: 'found', value: suggestions.slice(0, rows) };
    },
    async lookup(id): Promise<ProviderAnswer<Suggestion | null>> {
      const docId = pdokDocId(id);
      if (docId === undefined) return { kind: 'found', value: null };
      const answer = await docs('lookup', new URLSearchParams({ id: docId }));
      if (answer.kind === 'failed') return answer;
      const doc = answer.value.find((each) => (each as { id?: unknown } | null)?.id === docId);
      return { kind: 'found', value: suggestionOfDoc(doc) };
    },
  };
}
