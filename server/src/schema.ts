import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
import './shared/errors.schema.ts';
import './shared/money.schema.ts';
import './graphql/node-fields.ts';
import './modules/catalog/section.schema.ts';
import './modules/catalog/product.schema.ts';
import './modules/catalog/product-page.schema.ts';
import './modules/catalog/catalog.schema.ts';
import './modules/catalog/review.schema.ts';
import './modules/catalog/info-page.schema.ts';
import './modules/catalog/admin/products-admin.schema.ts';
import './modules/catalog/admin/content-admin.schema.ts';
import './modules/catalog/admin/authors-admin.schema.ts';
import './modules/catalog/admin/pages-admin.schema.ts';
import './modules/catalog/admin/ebook-file.schema.ts';
import './modules/accounts/user.schema.ts';
import './modules/accounts/auth.schema.ts';
import './modules/accounts/addresses.schema.ts';
import './modules/accounts/audit.schema.ts';
import './modules/accounts/shop-config.schema.ts';
import './modules/accounts/language.schema.ts';
import './modules/delivery/delivery.schema.ts';
import './modules/coupons/coupons.schema.ts';
import './modules/cart/cart.schema.ts';
import './modules/library/library.schema.ts';
import './modules/library/courses.schema.ts';
import './modules/orders/orders.schema.ts';
import './modules/payments/payments.schema.ts';
import './modules/reports/reports.schema.ts';
import './modules/library/reader.schema.ts';
import './modules/shipping/shipping.schema.ts';
import './modules/support/support.schema.ts';
import './modules/invoices/invoices.schema.ts';
import './modules/orders/counter.schema.ts';
import './modules/payments/refunds.schema.ts';
import './modules/payments/payment-review.schema.ts';
import './modules/receivables/receivables.schema.ts';
import './modules/referrals/referrals.schema.ts';
import './modules/marketing/marketing.schema.ts';
import './modules/settings/shop-language.schema.ts';
import './modules/catalog/admin/search-synonyms.schema.ts';

export const schema = builder.toSchema();

/** The SDL committed as /schema.graphql: the contract relay-compiler checks the client against. */
export function printSchemaSDL(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
