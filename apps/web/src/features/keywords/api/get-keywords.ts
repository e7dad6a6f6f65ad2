import type { KeywordList, KeywordSort } from '@geulgam/contracts';
import { MEMBER_KEYWORD_PAGE_SIZE as KEYWORD_PAGE_SIZE } from '@geulgam/contracts/constants';
import { apiPaths } from '@geulgam/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-clients.ts';
import { loadContracts } from '../../../lib/contracts.ts';
import { keywordsKeys } from './keywords-keys.ts';

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
  const [body, { keywordList }] = await Promise.all([
    memberApi.get<unknown>(apiPaths.keywords, { query: { sort, page, page_size: pageSize }, signal }),
    loadContracts(),
  ]);
  return keywordList.parse(body);
}

export function getKeywordsQueryOptions({
  sort = 'latest',
  page = 1,
  pageSize = KEYWORD_PAGE_SIZE,
}: GetKeywordsParams = {}) {
  const params = { sort, page, pageSize };
  return queryOptions({
    queryKey: keywordsKeys.list(params),
    queryFn: ({ signal }) => getKeywords(params, signal),
  });
}

export function useKeywords(params: GetKeywordsParams = {}) {
  // Keep the current page on screen while the next one (another sort or page) loads.
  return useQuery({ ...getKeywordsQueryOptions(params), placeholderData: keepPreviousData });
}
