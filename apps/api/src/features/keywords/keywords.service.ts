import { categorySchema, type KeywordList, type KeywordSort } from '@geulgam/contracts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
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
    async click(keywordId: number, userId: number) {
      if (!(await repository.isActive(keywordId))) throw new NotFoundError('키워드를 찾을 수 없어요.');
      await db.transaction(async (tx) => createKeywordsRepository(tx).recordClick(keywordId, userId, new Date()));
      return { message: '클릭을 기록했어요.' };
    },
  };
}
