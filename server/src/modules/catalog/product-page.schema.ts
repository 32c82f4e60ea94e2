import { builder } from '../../builder.ts';
import { ProductPageKind } from '../../generated/prisma/client.ts';
import { ImageRef, imageOf } from './product.schema.ts';

export const ProductPageKindEnum = builder.enumType(ProductPageKind, {
  name: 'ProductPageKind',
  description: 'DEMO: sample pages shoppers see on the product page; PAGE: page images of the book, for staff.',
});

/** One page image of a product: a sample page (DEMO, public) or a page of the book itself (PAGE, staff only). */
export const ProductPageNode = builder.prismaNode('ProductPage', {
  id: { field: 'id' },
  authScopes: (page) => (page.kind === 'DEMO' ? true : { permission: 'catalog.manage' }),
  fields: (t) => ({
    kind: t.expose('kind', { type: ProductPageKindEnum }),
    position: t.exposeInt('position'),
    caption: t.exposeString('caption'),
    image: t.field({
      type: ImageRef,
      resolve: (page) => imageOf(page.imageKey, page.caption || 'Page image')!,
    }),
  }),
});
