import { builder } from '../../builder.ts';
import { ValidationError } from '../../shared/errors.ts';
import { LanguageEnum } from '../accounts/language.schema.ts';
import { setShopLanguage, shopLanguage } from './shop-language.ts';

builder.queryField('shopLanguage', (t) =>
  t.field({
    type: LanguageEnum,
    description:
      "The shop's language for new visitors: the interface language of a page whose visitor has not chosen one and whose browser names neither Bangla nor English.",
    resolve: (_root, _args, ctx) => shopLanguage(ctx.prisma),
  }),
);

builder.mutationField('setShopLanguage', (t) =>
  t.field({
    type: LanguageEnum,
    description: "Sets the shop's language for new visitors (marketing.manage); audited. Every server process uses it from the next page on.",
    authScopes: { permission: 'marketing.manage' },
    errors: { types: [ValidationError], dataField: { name: 'language' } },
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_root, { language }, ctx) => setShopLanguage(ctx, language),
  }),
);
