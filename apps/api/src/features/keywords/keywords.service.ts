import { categorySchema, type KeywordList, type KeywordSort } from '@geulgam/contracts';
import type { Db } from '../../db/client.ts';
import { paginate, toOffset } from '../../shared/pagination.ts';
import { createKeywordsRepository } from './keywords.repository.ts';

export interface ListKeywordsInput {
  sort: KeywordSort;
  page: number;
  pageSize: number;
  member?: { id: number; categories: string[] } | null;
}

export function createKeywordsService(db: Db) {
  const repository = createKeywordsRepository(db);
  return {
    async list(input: ListKeywordsInput): Promise<KeywordList> {
      const { items, total } = await repository.listActive({
        sort: input.sort,
        limit: input.pageSize,
        offset: toOffset(input.page, input.pageSize),
        userId: input.member?.id,
        preferredCategories: input.member?.categories,
      });
      return {
        data: items.map((k) => ({
          id: k.id,
          title: k.title,
          category: categorySchema.parse(k.category),
          is_generated: Boolean(k.isGenerated),
        })),
        pagination: paginate(input.page, input.pageSize, total),
      };
    },
  };
}
