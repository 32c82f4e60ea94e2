/**
 * Every screen of the shop (seed §2) in one table: its path, layout, who may open it and the module
 * that renders it. Screens of features still to come point at a planned page until they are built.
 */
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { plannedRoute } from './PlannedPage.tsx';

export type LayoutName = 'default' | 'admin' | 'blank';
/** Who may open a screen; enforced by the server, mirrored by client guards. */
export type Guard = 'signedIn' | 'admin' | 'agent';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  guard?: Guard;
  title?: string;
  page: LazyRouteFunction<RouteObject>;
}

const home = () => import('./HomePage/HomePage.tsx');
const section = (slug: string) => () => import('./SectionPage/SectionPage.tsx').then((m) => m.sectionRoute(slug));
const planned = (title?: string) => async () => plannedRoute(title);

type Row = [path: string, page: RouteEntry['page'], options?: { guard?: Guard; title?: string }];

const storefront: Row[] = [
  ['/', home],
  ['/academic', section('academic')],
  ['/academic/cycle', section('cycle')],
  ['/engineering', section('engineering')],
  ['/medical', section('medical')],
  ['/varsity', section('varsity')],
  ['/author/:slug', planned('Author')],
  ['/book/:id', planned('Book')],
  ['/bundle', planned('Bundles')],
  ['/bundle/:slug', planned('Bundle')],
  ['/bundles/:year', planned('Bundles')],
  ['/cart', planned('Cart'), { guard: 'signedIn' }],
  ['/cart/checkout', planned('Checkout'), { guard: 'signedIn' }],
  ['/content', planned('Content')],
  ['/content/:id', planned('Content')],
  ['/content/payment/:id/success', planned('Payment Successful'), { title: 'Payment Successful' }],
  ['/ebook', planned('Ebooks')],
  ['/ebook/library', planned('My Library'), { guard: 'signedIn' }],
  ['/ebook/:id', planned('Ebook')],
  ['/ebook/payment/:id/success', planned('Payment Successful'), { title: 'Payment Successful' }],
  ['/stationery', planned('Stationery')],
  ['/stationery/:id', planned('Stationery')],
  ['/info/about', planned('About')],
  ['/info/cancelation', planned('Cancelation')],
  ['/info/contact', planned('Contact')],
  ['/info/privacy-policy', planned('Privacy Policy')],
  ['/info/refund', planned('Refund')],
  ['/info/termsandconditions', planned('Terms and Conditions')],
  ['/orders', planned('Orders'), { guard: 'signedIn' }],
  ['/payment/:tranx/success', planned('Payment Successful')],
  ['/payment/failed', planned('Payment Failed'), { title: 'Payment Failed' }],
  ['/profile', planned('Profile'), { guard: 'signedIn' }],
  ['/edit', planned('Edit'), { guard: 'signedIn' }],
  ['/reports', planned('Reports'), { guard: 'signedIn' }],
  ['/sales/stationary', planned('Stationery Sales'), { guard: 'signedIn' }],
  ['/tracking/:cn', planned('Parcel Tracking')],
  ['/auth/forget', planned('Forget Password'), { title: 'Forget Password' }],
  ['/auth/verify', planned('Verification')],
  ['/ontapgoogle', planned('Google Sign-in')],
];

const blank: Row[] = [
  ['/invoice/:id', planned('Invoice'), { guard: 'signedIn', title: 'Invoice' }],
  ['/ebook/:id/read', planned('Reader'), { guard: 'signedIn' }],
];

const admin: Row[] = [
  '/admin',
  '/admin/books',
  '/admin/books/create',
  '/admin/books/authors',
  '/admin/books/ebooks',
  '/admin/books/:id',
  '/admin/books/:id/demo',
  '/admin/books/:id/pages',
  '/admin/books/:id/reviews',
  '/admin/books/:id/sales',
  '/admin/bundles',
  '/admin/bundles/create',
  '/admin/bundles/:id',
  '/admin/bundles/:id/sales',
  '/admin/content',
  '/admin/content/create',
  '/admin/content/:id',
  '/admin/content/:id/chapters',
  '/admin/coupon',
  '/admin/coupon/bulk',
  '/admin/ebook',
  '/admin/invoice',
  '/admin/invoice/:id',
  '/admin/invoice/:id/print',
  '/admin/invoice/apar-monthly/:month',
  '/admin/marketing',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/orders/cycle',
  '/admin/orders/ebook',
  '/admin/orders/print',
  '/admin/orders/sources',
  '/admin/playground',
  '/admin/report',
  '/admin/report/apar-monthly',
  '/admin/report/shop',
  '/admin/search',
  '/admin/shop-orders',
  '/admin/shop-orders/bmd',
  '/admin/stationary',
  '/admin/users',
  '/admin/users/authority',
].map((path) => [path, planned(), { guard: 'admin' }]);

const agent: Row[] = [
  '/agent',
  '/agent/call-history',
  '/agent/coupon-stats',
  '/agent/customers',
  '/agent/customers/:id',
  '/agent/cx-panel',
  '/agent/dashboard',
].map((path) => [path, planned(), { guard: 'agent' }]);

const entries = (rows: Row[], layout: LayoutName): RouteEntry[] =>
  rows.map(([path, page, options]) => ({ path, page, layout, ...options }));

/** The whole table; agent screens share the back-office (admin) layout. */
export const ROUTES: readonly RouteEntry[] = [
  ...entries(storefront, 'default'),
  ...entries(blank, 'blank'),
  ...entries(admin, 'admin'),
  ...entries(agent, 'admin'),
];
