import type { Pagination } from '@geulgam/contracts';

export function toOffset(page: number, pageSize: number) {
  return (page - 1) * pageSize;
}

export function paginate(page: number, pageSize: number, totalItems: number): Pagination {
  return {
    current_page: page,
    total_pages: Math.max(1, Math.ceil(totalItems / pageSize)),
    total_items: totalItems,
    page_size: pageSize,
  };
}
