import { builder } from '../../../builder.ts';
import { EbookNode } from '../product.schema.ts';

/**
 * Staff only: what an ebook's private file is (its name as uploaded, size and type), so the admin
 * form can say what is attached without ever giving out the file's address.
 */

interface EbookFileShape {
  name: string;
  size: number;
  contentType: string;
  uploadedAt: Date;
}

const EbookFileRef = builder.objectRef<EbookFileShape>('EbookFile').implement({
  description: "An ebook's stored file as staff see it (never its address: ebook files are private).",
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The file name it was uploaded with (or the storage name).' }),
    size: t.exposeInt('size', { description: 'Bytes.' }),
    contentType: t.exposeString('contentType'),
    uploadedAt: t.field({ type: 'DateTime', resolve: (file) => file.uploadedAt }),
  }),
});

builder.prismaObjectFields(EbookNode, (t) => ({
  file: t.field({
    type: EbookFileRef,
    nullable: true,
    description: 'The ebook file (a PDF: the reader opens PDF only), null until one is uploaded. Staff only (catalog.manage).',
    authScopes: { permission: 'catalog.manage' },
    select: { ebook: { select: { fileKey: true } } },
    // One lookup per ebook: this field is for the edit form, not for lists.
    resolve: async (product, _args, ctx) => {
      const key = product.ebook?.fileKey;
      if (!key) return null;
      const file = await ctx.prisma.storedFile.findUnique({ where: { key } });
      if (!file) return null;
      return {
        name: file.originalName || key.slice(key.lastIndexOf('/') + 1),
        size: file.size,
        contentType: file.contentType,
        uploadedAt: file.createdAt,
      };
    },
  }),
}));
