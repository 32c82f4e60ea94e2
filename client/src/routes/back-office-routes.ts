/**
 * The back office's and the support desk's screens, typed by their path lists (#shared/spa-paths.ts),
 * so a path without a screen does not compile. This module is loaded with the first /admin or
 * /agent navigation (route-table.ts's loadBackOfficeRoutes), never with a shopper's first view.
 */
import { ADMIN_PATHS, AGENT_PATHS } from '#shared/spa-paths.ts';
import { entries, type RouteEntry, type Row } from './route-entry.ts';

const users = () => import('./admin/UsersPage/UsersPage.tsx');
const authority = () => import('./admin/AuthorityPage/AuthorityPage.tsx');
const shopOrders = () => import('./admin/shop-orders/ShopOrdersPage/ShopOrdersPage.tsx');

/** The back office's screens (all built). */
const adminPages: Record<(typeof ADMIN_PATHS)[number], RouteEntry['page']> = {
  '/admin': () => import('./admin/AdminDashboardPage/AdminDashboardPage.tsx'),
  '/admin/report': () => import('./admin/reports/SalesReportPage/SalesReportPage.tsx'),
  '/admin/report/shop': () => import('./admin/reports/ShopReportPage/ShopReportPage.tsx'),
  '/admin/report/apar-monthly': () => import('./admin/reports/ReceivablesReportPage/ReceivablesReportPage.tsx'),
  '/admin/playground': () => import('./admin/PlaygroundPage/PlaygroundPage.tsx'),
  '/admin/users': users,
  '/admin/users/authority': authority,
  '/admin/books': () => import('./admin/books/BooksPage/BooksPage.tsx'),
  '/admin/books/create': () => import('./admin/books/BookCreatePage/BookCreatePage.tsx'),
  '/admin/books/authors': () => import('./admin/books/AuthorsPage/AuthorsPage.tsx'),
  '/admin/books/ebooks': () => import('./admin/books/EbookEditionsPage/EbookEditionsPage.tsx'),
  '/admin/books/:id': () => import('./admin/books/BookEditPage/BookEditPage.tsx'),
  '/admin/books/:id/demo': () => import('./admin/books/BookPagesPage/BookPagesPage.tsx').then((m) => m.pagesRoute('DEMO')),
  '/admin/books/:id/pages': () => import('./admin/books/BookPagesPage/BookPagesPage.tsx').then((m) => m.pagesRoute('PAGE')),
  '/admin/books/:id/reviews': () => import('./admin/books/BookReviewsPage/BookReviewsPage.tsx'),
  '/admin/books/:id/sales': () => import('./admin/books/BookSalesPage/BookSalesPage.tsx'),
  '/admin/ebook': () => import('./admin/books/EbooksPage/EbooksPage.tsx'),
  '/admin/bundles': () => import('./admin/bundles/BundlesAdminPage/BundlesAdminPage.tsx'),
  '/admin/bundles/create': () => import('./admin/bundles/BundleCreatePage/BundleCreatePage.tsx'),
  '/admin/bundles/:id': () => import('./admin/bundles/BundleEditPage/BundleEditPage.tsx'),
  '/admin/bundles/:id/sales': () => import('./admin/bundles/BundleSalesPage/BundleSalesPage.tsx'),
  '/admin/stationary': () => import('./admin/stationery/StationeryAdminPage/StationeryAdminPage.tsx'),
  '/admin/stationary/create': () => import('./admin/stationery/StationeryCreatePage/StationeryCreatePage.tsx'),
  '/admin/stationary/:id': () => import('./admin/stationery/StationeryEditPage/StationeryEditPage.tsx'),
  '/admin/content': () => import('./admin/content/ContentAdminPage/ContentAdminPage.tsx'),
  '/admin/content/create': () => import('./admin/content/ContentCreatePage/ContentCreatePage.tsx'),
  '/admin/content/:id': () => import('./admin/content/ContentEditPage/ContentEditPage.tsx'),
  '/admin/content/:id/chapters': () => import('./admin/content/ContentChaptersPage/ContentChaptersPage.tsx'),
  '/admin/search': () => import('./admin/AdminSearchPage/AdminSearchPage.tsx'),
  '/admin/sms': () => import('./admin/SmsOutboxPage/SmsOutboxPage.tsx'),
  '/admin/search-synonyms': () => import('./admin/SearchSynonymsPage/SearchSynonymsPage.tsx'),
  '/admin/marketing': () => import('./admin/MarketingPage/MarketingPage.tsx'),
  '/admin/coupon': () => import('./admin/coupons/CouponsPage/CouponsPage.tsx'),
  '/admin/coupon/bulk': () => import('./admin/coupons/CouponBatchesPage/CouponBatchesPage.tsx'),
  '/admin/delivery': () => import('./admin/delivery/DeliveryRulesPage/DeliveryRulesPage.tsx'),
  '/admin/orders': () => import('./admin/orders/OrdersPage/OrdersPage.tsx'),
  '/admin/payments/review': () => import('./admin/payments/PaymentsReviewPage/PaymentsReviewPage.tsx'),
  '/admin/orders/:id': () => import('./admin/orders/OrderDetailPage/OrderDetailPage.tsx'),
  '/admin/orders/cycle': () => import('./admin/orders/CycleOrdersPage/CycleOrdersPage.tsx'),
  '/admin/orders/ebook': () => import('./admin/orders/EbookOrdersPage/EbookOrdersPage.tsx'),
  '/admin/orders/sources': () => import('./admin/orders/OrderSourcesPage/OrderSourcesPage.tsx'),
  '/admin/orders/print': () => import('./admin/orders/PrintOrdersPage/PrintOrdersPage.tsx'),
  '/admin/invoice': () => import('./admin/invoices/InvoicesPage/InvoicesPage.tsx'),
  '/admin/invoice/:id': () => import('./admin/invoices/InvoiceDetailPage/InvoiceDetailPage.tsx'),
  '/admin/invoice/:id/print': () => import('./admin/invoices/InvoicePrintPage/InvoicePrintPage.tsx'),
  '/admin/invoice/apar-monthly/:month': () => import('./admin/invoices/ReceivablesMonthPage/ReceivablesMonthPage.tsx'),
  '/admin/shop-orders': shopOrders,
  '/admin/shop-orders/bmd': shopOrders,
  '/admin/shop-orders/:outlet': shopOrders,
};

const admin: Row[] = ADMIN_PATHS.map((path) => [path, adminPages[path], { guard: 'admin' }]);

/** The support desk's screens (all built). */
const agentPages: Record<(typeof AGENT_PATHS)[number], RouteEntry['page']> = {
  '/agent': () => import('./agent/DeskPage/DeskPage.tsx'),
  '/agent/dashboard': () => import('./agent/DeskPage/DeskPage.tsx'),
  '/agent/customers': () => import('./agent/CustomersPage/CustomersPage.tsx'),
  '/agent/customers/:id': () => import('./agent/CustomerPage/CustomerPage.tsx'),
  '/agent/call-history': () => import('./agent/CallHistoryPage/CallHistoryPage.tsx'),
  '/agent/cx-panel': () => import('./agent/QueuePage/QueuePage.tsx'),
  '/agent/coupon-stats': () => import('./agent/CouponStatsPage/CouponStatsPage.tsx'),
};

const agent: Row[] = AGENT_PATHS.map((path) => [path, agentPages[path], { guard: 'agent' }]);

/** Agent screens share the back-office (admin) layout. */
export const BACK_OFFICE_ROUTES: readonly RouteEntry[] = [...entries(admin, 'admin'), ...entries(agent, 'admin')];
