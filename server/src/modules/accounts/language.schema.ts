import { builder } from '../../builder.ts';
import { isLocale } from '../../shared/i18n/locale.ts';
import { chooseLanguage } from './language.ts';
import './user.schema.ts';

export const LanguageEnum = builder.enumType('Language', {
  description: 'An interface language of the shop.',
  values: { BN: { value: 'bn', description: 'Bangla' }, EN: { value: 'en', description: 'English' } } as const,
});

builder.prismaObjectFields('User', (t) => ({
  language: t.field({
    type: LanguageEnum,
    nullable: true,
    description: 'The interface language the customer chose; null until they choose one.',
    select: { language: true },
    resolve: (user) => (isLocale(user.language) ? user.language : null),
  }),
}));

builder.mutationField('setLanguage', (t) =>
  t.field({
    type: LanguageEnum,
    description: "Sets the shop's interface language for this browser (a cookie) and, when signed in, on the account.",
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_root, { language }, ctx) => chooseLanguage(ctx, language),
  }),
);
