/** The storefront's welcome boards (use-cached-read.ts); an admin's board save invalidates them (query-client.ts). */
export const boardQueryKeys = {
  all: ['boards'] as const,
  page: (page: number) => ['boards', 'page', page] as const,
  board: (boardId: string | null) => ['boards', 'board', boardId] as const,
};
