import { builder } from '../../builder.ts';
import { ValidationError } from '../../shared/errors.ts';
import { PIXEL_KINDS } from '../../shared/marketing-ids.ts';
import { marketingSettings, publicTrackers, updateMarketingSettings, type MarketingSettingsShape, type PixelShape } from './marketing.service.ts';

const MANAGE = { permission: 'marketing.manage' } as const;

const MarketingPixelKindEnum = builder.enumType('MarketingPixelKind', {
  description: 'The advertising pixels the shop can report to.',
  values: Object.fromEntries(PIXEL_KINDS.map((kind) => [kind, {}])) as Record<(typeof PIXEL_KINDS)[number], object>,
});

const MarketingPixelRef = builder.objectRef<PixelShape>('MarketingPixel').implement({
  description: 'An ad pixel and the paths whose page views it hears of.',
  fields: (t) => ({
    kind: t.field({ type: MarketingPixelKindEnum, resolve: (p) => p.kind }),
    pixelId: t.exposeString('pixelId', { description: "The provider's id of the pixel." }),
    pathPatterns: t.exposeStringList('pathPatterns', {
      description: 'Paths that get page views: `/books/*` (one segment), `/ebook/**` (any depth), exact paths, `!/admin/**` to exclude; empty: every path.',
    }),
    enabled: t.exposeBoolean('enabled'),
  }),
});

const MarketingSettingsRef = builder.objectRef<MarketingSettingsShape>('MarketingSettings').implement({
  description: 'Every marketing setting, switched off ones too (marketing.manage).',
  fields: (t) => ({
    pixels: t.field({ type: [MarketingPixelRef], resolve: (s) => s.pixels }),
    tagManagerId: t.exposeString('tagManagerId', { nullable: true, description: 'Google Tag Manager container, GTM-XXXXXXX.' }),
    tagManagerEnabled: t.exposeBoolean('tagManagerEnabled'),
    analyticsProjectId: t.exposeString('analyticsProjectId', { nullable: true, description: 'Microsoft Clarity project id.' }),
    analyticsEnabled: t.exposeBoolean('analyticsEnabled'),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.updatedAt }),
  }),
});

const MarketingTrackersRef = builder.objectRef<Awaited<ReturnType<typeof publicTrackers>>>('MarketingTrackers').implement({
  description: 'What the storefront may load after the visitor consents: switched-on ids and pixel paths only.',
  fields: (t) => ({
    pixels: t.field({ type: [MarketingPixelRef], resolve: (s) => s.pixels }),
    tagManagerId: t.exposeString('tagManagerId', { nullable: true }),
    analyticsProjectId: t.exposeString('analyticsProjectId', { nullable: true }),
  }),
});

const MarketingPixelInput = builder.inputType('MarketingPixelInput', {
  fields: (t) => ({
    kind: t.field({ type: MarketingPixelKindEnum, required: true }),
    pixelId: t.string({ required: true }),
    pathPatterns: t.stringList({ description: 'Leave out or empty for every path.' }),
    enabled: t.boolean({ description: 'Default true.' }),
  }),
});

const UpdateMarketingSettingsInput = builder.inputType('UpdateMarketingSettingsInput', {
  fields: (t) => ({
    pixels: t.field({ type: [MarketingPixelInput], required: true, description: 'Every pixel, in order: the list replaces the saved one.' }),
    tagManagerId: t.string(),
    tagManagerEnabled: t.boolean({ required: true }),
    analyticsProjectId: t.string(),
    analyticsEnabled: t.boolean({ required: true }),
  }),
});

builder.queryField('marketingTrackers', (t) =>
  t.field({
    type: MarketingTrackersRef,
    description: 'The trackers the storefront may load (after consent); public and cached.',
    resolve: (_root, _args, ctx) => publicTrackers(ctx.prisma, ctx.services.config.adPixel.metaPixelId),
  }),
);

builder.queryField('marketingSettings', (t) =>
  t.field({
    type: MarketingSettingsRef,
    description: 'Every marketing setting, for /admin/marketing (marketing.manage).',
    authScopes: MANAGE,
    resolve: (_root, _args, ctx) => marketingSettings(ctx.prisma),
  }),
);

builder.mutationField('updateMarketingSettings', (t) =>
  t.field({
    type: MarketingSettingsRef,
    description: 'Replaces the pixels, the tag-manager container and the analytics project (marketing.manage); audited.',
    authScopes: MANAGE,
    errors: { types: [ValidationError], dataField: { name: 'settings' } },
    args: { input: t.arg({ type: UpdateMarketingSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateMarketingSettings(ctx, input),
  }),
);
