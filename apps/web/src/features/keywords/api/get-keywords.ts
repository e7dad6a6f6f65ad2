import { apiPaths, KEYWORD_PAGE_SIZE, keywordList, type KeywordList, type KeywordSort } from '@geulgam/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';

export interface GetKeywordsParams {
  sort?: KeywordSort;
  page?: number;
  pageSize?: number;
}

/** GET /api/keywords/ — recommended keywords; members see their interests first. */
export async function getKeywords(
  { sort = 'latest', page = 1, pageSize = KEYWORD_PAGE_SIZE }: GetKeywordsParams = {},
  signal?: AbortSignal,
): Promise<KeywordList> {
  const body = await memberApi.get<unknown>(apiPaths.keywords, {
    query: { sort, page, page_size: pageSize },
    signal,
  });
  return keywordList.parse(body);
}

export function getKeywordsQueryOptions({
  sort = 'latest',
  page = 1,
  pageSize = KEYWORD_PAGE_SIZE,
}: GetKeywordsParams = {}) {
  const params = { sort, page, pageSize };
  return queryOptions({
    queryKey: ['keywords', params] as const,
    queryFn: ({ signal }) => getKeywords(params, signal),
  });
}

export function useKeywords(params: GetKeywordsParams = {}) {
  // Keep the current page on screen while the next one (another sort or page) loads.
  return useQuery({ ...getKeywordsQueryOptions(params), placeholderData: keepPreviousData });
}
