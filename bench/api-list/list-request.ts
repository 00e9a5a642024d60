/** The react-admin list call under test: the first page of 25 published products, cheapest first. */
export const LIST_QUERY = {
  sort: JSON.stringify(['price', 'ASC']),
  range: JSON.stringify([0, 24]),
  filter: JSON.stringify({ published: true }),
} as const;

export const PAGE_SIZE = 25;

export const listUrl = (endpoint: string): string => `${endpoint}?${new URLSearchParams(LIST_QUERY).toString()}`;

export interface ListResponse {
  rows: Array<Record<string, unknown>>;
  contentRange: string;
  total: number;
}

/** Fetches one page and fails on anything but a 200 with a parseable Content-Range. */
export async function fetchList(endpoint: string): Promise<ListResponse> {
  const res = await fetch(listUrl(endpoint));
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${endpoint} answered ${res.status}: ${text.slice(0, 500)}`);
  const contentRange = res.headers.get('content-range') ?? '';
  const total = Number(/\/(\d+)$/.exec(contentRange)?.[1] ?? Number.NaN);
  if (!Number.isSafeInteger(total))
    throw new Error(`GET ${endpoint} sent no usable Content-Range header: '${contentRange}'`);
  return { rows: JSON.parse(text) as ListResponse['rows'], contentRange, total };
}
