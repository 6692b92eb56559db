// The admin area's one lazy chunk: admin-routes.tsx loads every admin screen from this module, so the
// first admin page brings the whole back office at once and shoppers never download any of it.
export { AddProductRoute } from './add-product-route';
export { AddWelcomeBoardRoute } from './add-welcome-board-route';
export { AdminLayout } from './admin-layout';
export { AdminMenuRoute } from './admin-menu-route';
export { CatalogueFileRoute } from './catalogue-file-route';
export { DiscountsRoute } from './discounts-route';
export { ManageOrdersRoute } from './manage-orders-route';
export { ManageProductsRoute } from './manage-products-route';
export { ManageWelcomeBoardsRoute } from './manage-welcome-boards-route';
export { OnlineChatRoute } from './online-chat-route';
export { ReviseOrderRoute } from './revise-order-route';
export { ReviseProductRoute } from './revise-product-route';
export { ReviseWelcomeBoardRoute } from './revise-welcome-board-route';
export { ShopSettingsRoute } from './shop-settings-route';
