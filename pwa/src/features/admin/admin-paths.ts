/** Links to the back office's screens (spec §2); the route table lives in app/admin/admin-routes.tsx. */
export const ADMIN_PATHS = {
  menu: '/adminOperation',
  addProduct: '/addProduct',
  manageProducts: '/manageProduct',
  reviseProduct: (productId: string) => `/reviseProduct/${encodeURIComponent(productId)}`,
  addBoard: '/addWelcomeBoard',
  manageBoards: '/manageWelcomeBoard',
  reviseBoard: (boardId: string) => `/reviseWelcomeBoard/${encodeURIComponent(boardId)}`,
  manageOrders: '/manageAllOrders',
  reviseOrder: (orderId: string) => `/reviseOrder/${encodeURIComponent(orderId)}`,
  userChat: '/onlineChat',
  /** Not in the spec: the catalogue CSV import and the exports (issue 30). */
  catalogueFile: '/importExport',
  /** Not in the spec: shipping rate and policies, and discount codes (issue 33). */
  shopSettings: '/shopSettings',
  discountCodes: '/discountCodes',
} as const;
