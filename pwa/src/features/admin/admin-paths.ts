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
} as const;
