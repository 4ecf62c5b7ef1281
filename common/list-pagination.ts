/**
 * Where a page of a back-office list stands: which page, how many to a page, how many records match and how
 * many pages that makes (at least one, so an empty list is "page 1 of 1"). The services compute it, the
 * list pages show it.
 */
export type ListPagination = { page: number; perPage: number; totalItems: number; totalPages: number };

export function listPagination(page: number, perPage: number, totalItems: number): ListPagination {
  return { page, perPage, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / perPage)) };
}
