/** The storefront's welcome boards in the query cache; an admin's board save invalidates them. */
export const boardQueryKeys = {
  all: ['boards'] as const,
  page: (page: number) => ['boards', 'page', page] as const,
  board: (boardId: string | null) => ['boards', 'board', boardId] as const,
};
