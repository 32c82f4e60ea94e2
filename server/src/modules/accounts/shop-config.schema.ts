import { builder } from '../../builder.ts';
import type { Services } from '../../context.ts';

const ShopConfig = builder.objectRef<Services['config']>('ShopConfig').implement({
  description: 'Public settings the storefront needs (never secrets).',
  fields: (t) => ({
    productName: t.exposeString('productName'),
    googleClientId: t.string({ nullable: true, description: 'Set when Google sign-in is configured.', resolve: (c) => c.google.clientId ?? null }),
    recaptchaSiteKey: t.string({ nullable: true, description: 'Set when reCAPTCHA is configured.', resolve: (c) => c.recaptcha.siteKey ?? null }),
    adPixelId: t.string({
      nullable: true,
      description: 'The Meta (Facebook) pixel the storefront sends page views and add-to-cart events to; null when none is configured.',
      resolve: (c) => c.adPixel.metaPixelId ?? null,
    }),
  }),
});

builder.queryField('shopConfig', (t) => t.field({ type: ShopConfig, resolve: (_root, _args, ctx) => ctx.services.config }));
