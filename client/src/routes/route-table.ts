/**
 * Every screen of the shop (seed §2) in two tables: the shopper's here, the back office's and support
 * desk's in back-office-routes.ts (loaded with the first of their screens). Each row holds a path, its
 * layout, who may open it and the module that renders it. Every path has its screen: the back-office
 * tables are typed by the path lists, so a path without a page does not compile.
 * The paths are also listed in #shared/spa-paths.ts, which the server reads to answer 404 for the
 * others (the back-office lists come from there; the test checks the storefront's agree).
 */
import { SECTION_PAGES } from '#shared/spa-paths.ts';
import { entries, type RouteEntry, type Row } from './route-entry.ts';

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
const paymentSuccess = (variant: 'ebook' | 'content' | 'order') => () =>
  import('./PaymentSuccessPage/PaymentSuccessPage.tsx').then((m) => m.paymentSuccessRoute(variant));

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

/** The shopper's screens: the storefront and the blank-layout ones (invoice, readers). */
export const ROUTES: readonly RouteEntry[] = [...entries(storefront, 'default'), ...entries(blank, 'blank')];

/**
 * The back office's and the support desk's screens (back-office-routes.ts): loaded with the first
 * /admin or /agent navigation (router.tsx), so no shopper's first view carries their ~60 routes.
 */
export const loadBackOfficeRoutes = async (): Promise<readonly RouteEntry[]> => (await import('./back-office-routes.ts')).BACK_OFFICE_ROUTES;

/** Whether `pathname` is one of the back office's or support desk's (their routes come with loadBackOfficeRoutes). */
export const isBackOfficePath = (pathname: string) => /^\/(admin|agent)(\/|$)/i.test(pathname);
