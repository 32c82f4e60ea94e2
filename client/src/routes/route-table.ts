/**
 * Every screen of the shop (seed §2) in one table: its path, layout, who may open it and the module
 * that renders it. Every path has its screen: the back-office tables are typed by the path lists, so a
 * path without a page does not compile.
 * The paths are also listed in #shared/spa-paths.ts, which the server reads to answer 404 for the
 * others (the back-office lists come from there; the test checks the storefront's agree).
 */
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { ADMIN_PATHS, AGENT_PATHS, SECTION_PAGES } from '#shared/spa-paths.ts';
import type { Guard } from '../features/session/session-user.ts';

export type LayoutName = 'default' | 'admin' | 'blank';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  guard?: Guard;
  title?: string;
  page: LazyRouteFunction<RouteObject>;
}

const home = () => import('./HomePage/HomePage.tsx');
const login = () => import('./LoginPage/LoginPage.tsx');
const register = () => import('./RegisterPage/RegisterPage.tsx');
const forgetPassword = () => import('./ForgetPasswordPage/ForgetPasswordPage.tsx');
const verify = () => import('./VerifyPage/VerifyPage.tsx');
const oneTapGoogle = () => import('./OneTapGooglePage/OneTapGooglePage.tsx');
const profile = () => import('./ProfilePage/ProfilePage.tsx');
const section = (slug: string) => () => import('./SectionPage/SectionPage.tsx').then((m) => m.sectionRoute(slug));
const kind = (k: 'EBOOK' | 'STATIONERY' | 'CONTENT') => () => import('./KindPage/KindPage.tsx').then((m) => m.kindRoute(k));
const bundles = () => import('./BundlesPage/BundlesPage.tsx');
const bundleYear = () => import('./BundleYearPage/BundleYearPage.tsx');
const search = () => import('./SearchPage/SearchPage.tsx');
const users = () => import('./admin/UsersPage/UsersPage.tsx');
const authority = () => import('./admin/AuthorityPage/AuthorityPage.tsx');
const shopOrders = () => import('./admin/shop-orders/ShopOrdersPage/ShopOrdersPage.tsx');
const paymentSuccess = (variant: 'ebook' | 'content' | 'order') => () =>
  import('./PaymentSuccessPage/PaymentSuccessPage.tsx').then((m) => m.paymentSuccessRoute(variant));

type Row = [path: string, page: RouteEntry['page'], options?: { guard?: Guard; title?: string }];

const storefront: Row[] = [
  ['/', home],
  ...Object.entries(SECTION_PAGES).map(([path, slug]): Row => [path, section(slug)]),
  ['/author/:slug', () => import('./AuthorPage/AuthorPage.tsx')],
  ['/book/:id', () => import('./BookDetailPage/BookDetailPage.tsx')],
  ['/bundle', bundles],
  ['/bundle/:slug', () => import('./BundleDetailPage/BundleDetailPage.tsx')],
  ['/bundles/:year', bundleYear],
  ['/cart', () => import('./CartPage/CartPage.tsx'), { guard: 'signedIn' }],
  ['/cart/checkout', () => import('./CheckoutPage/CheckoutPage.tsx'), { guard: 'signedIn' }],
  ['/content', kind('CONTENT')],
  ['/content/:id', () => import('./ContentDetailPage/ContentDetailPage.tsx')],
  ['/content/payment/:id/success', paymentSuccess('content'), { guard: 'signedIn', title: 'Payment Successful' }],
  ['/ebook', kind('EBOOK')],
  ['/ebook/library', () => import('./EbookLibraryPage/EbookLibraryPage.tsx'), { guard: 'signedIn', title: 'My Library' }],
  ['/ebook/:id', () => import('./EbookDetailPage/EbookDetailPage.tsx')],
  ['/ebook/payment/:id/success', paymentSuccess('ebook'), { guard: 'signedIn', title: 'Payment Successful' }],
  ['/stationery', kind('STATIONERY')],
  ['/stationery/:id', () => import('./StationeryDetailPage/StationeryDetailPage.tsx')],
  ['/info/about', () => import('./InfoPage/InfoPage.tsx').then((m) => m.infoRoute('about'))],
  ['/info/cancelation', () => import('./InfoPage/InfoPage.tsx').then((m) => m.infoRoute('cancelation'))],
  ['/info/contact', () => import('./InfoPage/InfoPage.tsx').then((m) => m.infoRoute('contact'))],
  ['/info/privacy-policy', () => import('./InfoPage/InfoPage.tsx').then((m) => m.infoRoute('privacy-policy'))],
  ['/info/refund', () => import('./InfoPage/InfoPage.tsx').then((m) => m.infoRoute('refund'))],
  ['/info/termsandconditions', () => import('./InfoPage/InfoPage.tsx').then((m) => m.infoRoute('termsandconditions'))],
  ['/orders', () => import('./MyOrdersPage/MyOrdersPage.tsx'), { guard: 'signedIn' }],
  ['/orders/:number/placed', () => import('./OrderPlacedPage/OrderPlacedPage.tsx'), { guard: 'signedIn', title: 'Order placed' }],
  ['/payment/:tranx/success', paymentSuccess('order'), { guard: 'signedIn', title: 'Payment Successful' }],
  ['/payment/failed', () => import('./PaymentFailedPage/PaymentFailedPage.tsx'), { guard: 'signedIn', title: 'Payment Failed' }],
  ['/profile', profile, { guard: 'signedIn' }],
  // The referral programme's campus representatives: their profile, the orders their joining id brought, its stationery sales.
  ['/edit', () => import('./RepresentativeProfilePage/RepresentativeProfilePage.tsx'), { guard: 'signedIn' }],
  ['/reports', () => import('./ReferralReportsPage/ReferralReportsPage.tsx'), { guard: 'signedIn' }],
  ['/sales/stationary', () => import('./StationerySalesPage/StationerySalesPage.tsx'), { guard: 'signedIn' }],
  ['/tracking/:cn', () => import('./TrackingPage/TrackingPage.tsx'), { title: 'Parcel Tracking' }],
  ['/search', search],
  ['/auth/forget', forgetPassword, { title: 'Forget Password' }],
  ['/auth/verify', verify, { guard: 'signedIn' }],
  ['/ontapgoogle', oneTapGoogle],
  // Not in the seed's list: the shop's own sign-in and sign-up screens.
  ['/auth/login', login, { title: 'Sign In' }],
  ['/auth/register', register, { title: 'Sign Up' }],
];

const blank: Row[] = [
  ['/invoice/:id', () => import('./InvoicePage/InvoicePage.tsx'), { guard: 'signedIn', title: 'Invoice' }],
  // Open to everyone: owners read the whole book, anyone else its free preview (the server decides which file).
  ['/ebook/:id/read', () => import('./EbookReaderPage/EbookReaderPage.tsx'), { title: 'Reader' }],
  // A PDF lesson in the same reader: the course's owners, or anyone for a free-preview lesson (the server decides).
  ['/content/lesson/:id/read', () => import('./LessonReaderPage/LessonReaderPage.tsx'), { title: 'Lesson' }],
];

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

const entries = (rows: Row[], layout: LayoutName): RouteEntry[] =>
  rows.map(([path, page, options]) => ({ path, page, layout, ...options }));

/** The whole table; agent screens share the back-office (admin) layout. */
export const ROUTES: readonly RouteEntry[] = [
  ...entries(storefront, 'default'),
  ...entries(blank, 'blank'),
  ...entries(admin, 'admin'),
  ...entries(agent, 'admin'),
];
