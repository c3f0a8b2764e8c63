import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { listen } from './stand-in-http.ts';

/** How the stand-in answers: as the Locatieserver does, late, or with a server error. */
export type PdokMode = { kind: 'ok' } | { kind: 'slow'; delayMs: number } | { kind: 'error' };

export interface PdokRequest {
  service: 'suggest' | 'lookup' | 'free';
  params: Record<string, string>;
}

export interface PdokStandIn {
  url: string;
  /** Every request it answered, in order. */
  requests: PdokRequest[];
  /** How many requests of a service it answered. */
  calls(service: PdokRequest['service']): number;
  mode: PdokMode;
  /** The Locatieserver id of one of its addresses, by its display name ("Herestraat 12, 9711LJ Groningen"). */
  idOf(weergavenaam: string): string;
  close(): Promise<void>;
}

/** BAG addresses from data/addresses (Groningen, Drenthe) and one beyond them, with a letter and an addition among them. */
const addresses = [
  [
    '0014200010867563',
    'Herestraat',
    12,
    '',
    '',
    '9711LJ',
    'Groningen',
    'Groningen',
    'Groningen',
    53.2176922,
    6.5669792,
  ],
  ['0014200022147802', 'Vismarkt', 2, '', '', '9711KS', 'Groningen', 'Groningen', 'Groningen', 53.21765216, 6.56662981],
  ['0106200000004213', 'Brink', 3, 'A', '', '9401HS', 'Assen', 'Assen', 'Drenthe', 52.99336561, 6.56436626],
  [
    '1966200000110321',
    'Euroweg',
    1,
    'A',
    '1',
    '9351EM',
    'Leek',
    'Westerkwartier',
    'Groningen',
    53.16670036,
    6.38063369,
  ],
  ['0119200000012836', 'Stationsweg', 1, '', '', '7941HA', 'Meppel', 'Meppel', 'Drenthe', 52.6927472, 6.19145437],
  ['0363200000218908', 'Damrak', 1, '', '', '1012LG', 'Amsterdam', 'Amsterdam', 'Noord-Holland', 52.37652, 4.89629],
] as const;

/** A full address document as the lookup service returns it (its suggest service returns the fields of `fl`). */
function docOf([
  nummeraanduiding,
  street,
  number,
  letter,
  addition,
  postcode,
  place,
  municipality,
  province,
  lat,
  lng,
]: (typeof addresses)[number]) {
  const nr = `${number}${letter}${addition ? `-${addition}` : ''}`;
  return {
    bron: 'BAG',
    type: 'adres',
    id: `adr-${createHash('md5').update(nummeraanduiding).digest('hex')}`,
    weergavenaam: `${street} ${nr}, ${postcode} ${place}`,
    straatnaam: street,
    straatnaam_verkort: street,
    huisnummer: number,
    ...(letter ? { huisletter: letter } : {}),
    ...(addition ? { huisnummertoevoeging: addition } : {}),
    huis_nlt: `${number}${letter}${addition}`,
    postcode,
    woonplaatsnaam: place,
    gemeentenaam: municipality,
    provincienaam: province,
    nummeraanduiding_id: nummeraanduiding,
    openbareruimtetype: 'Weg',
    centroide_ll: `POINT(${lng} ${lat})`,
    centroide_rd: 'POINT(233883.4 582063.8)',
  };
}

/** The parameters of each service in the Locatieserver's OpenAPI description; version 3.1 refuses any other. */
const allowed: Record<PdokRequest['service'], string[]> = {
  suggest: ['q', 'fl', 'sort', 'qf', 'bq', 'rows', 'start', 'wt', 'indent', 'lat', 'lon', 'fq'],
  lookup: ['id', 'fl', 'rows', 'start', 'wt', 'indent', 'lat', 'lon', 'fq'],
  free: ['q', 'fl', 'sort', 'df', 'rows', 'start', 'wt', 'indent', 'lat', 'lon', 'fq'],
};

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A PDOK Locatieserver (search API v3.1) on 127.0.0.1 with a handful of addresses: `/suggest` (every word of `q` the
 * start of a word of the display name; the fields of `fl`, default `id,weergavenaam,type,score`; `highlighting`) and
 * `/lookup?id=` (the full document), each `{ response: { numFound, start, maxScore, numFoundExact, docs } }`; a
 * parameter outside the service's OpenAPI description, or `q` missing, is a 400 as there.
 */
export async function startPdokStandIn(): Promise<PdokStandIn> {
  const docs = addresses.map(docOf);
  const standIn = {
    requests: [] as PdokRequest[],
    mode: { kind: 'ok' } as PdokMode,
    calls: (service: PdokRequest['service']) =>
      standIn.requests.filter((request) => request.service === service).length,
    idOf: (weergavenaam: string) => {
      const doc = docs.find((each) => each.weergavenaam === weergavenaam);
      if (!doc) throw new Error(`the PDOK stand-in has no ${weergavenaam}`);
      return doc.id;
    },
  };
  const server = createServer((request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const service = /^\/(suggest|lookup|free)$/.exec(url.pathname)?.[1] as PdokRequest['service'] | undefined;
    if (request.method !== 'GET' || !service) return reply(404, { message: 'Not Found' });
    const params = Object.fromEntries(url.searchParams);
    standIn.requests.push({ service, params });
    const unknown = Object.keys(params).find((name) => !allowed[service].includes(name));
    if (unknown) return reply(400, { message: `query parameter ${unknown} is not allowed` });
    const answer = () => {
      if (service === 'lookup') {
        if (!params.id) return reply(400, { message: 'id is required' });
        const found = docs.filter((doc) => doc.id === params.id);
        return reply(200, envelope(found.map((doc) => ({ ...doc, score: 1 }))));
      }
      if (!params.q) return reply(400, { message: 'q is required' });
      const words = fold(params.q).split(/\s+/).filter(Boolean);
      const typeFilter = params.fq === 'type:adres' || params.fq === undefined;
      const found = docs
        .filter(() => typeFilter)
        .filter((doc) => {
          const name = fold(doc.weergavenaam).split(/[\s,]+/);
          return words.every((word) => name.some((part) => part.startsWith(word)));
        })
        .slice(0, Number(params.rows ?? 10));
      const fields = (params.fl ?? 'id,weergavenaam,type,score').split(',');
      const scored = found.map((doc, at) => ({ ...doc, score: 10 - at }));
      return reply(200, {
        ...envelope(
          scored.map((doc) => Object.fromEntries(Object.entries(doc).filter(([field]) => fields.includes(field)))),
        ),
        highlighting: Object.fromEntries(scored.map((doc) => [doc.id, { suggest: [`<b>${doc.weergavenaam}</b>`] }])),
      });
    };
    const mode = standIn.mode;
    if (mode.kind === 'error') return reply(500, { message: 'stand-in failure' });
    if (mode.kind === 'slow') setTimeout(answer, mode.delayMs);
    else answer();
  });
  const listening = await listen(server);
  return Object.assign(standIn, { url: listening.url, close: listening.close });
}

function envelope(docs: object[]) {
  return {
    response: { numFound: docs.length, start: 0, maxScore: docs.length > 0 ? 10 : 0, numFoundExact: true, docs },
  };
}
