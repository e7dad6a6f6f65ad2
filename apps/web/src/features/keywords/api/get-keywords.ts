import type { KeywordList, KeywordSort } from '@geulgam/contracts';
import { MEMBER_KEYWORD_PAGE_SIZE as KEYWORD_PAGE_SIZE } from '@geulgam/contracts/constants';
import { apiPaths } from '@geulgam/contracts/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberApi } from '../../../lib/api-bases.ts';
import { keywordsKeys } from './keywords-keys.ts';
import { readKeywordList } from './read-keyword-list.ts';

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
  const body = await memberApi.get<unknown>(apiPaths.keywords, { query: { sort, page, page_size: pageSize }, signal });
  return readKeywordList(body);
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
