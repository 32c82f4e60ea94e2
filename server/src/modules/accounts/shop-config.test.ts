import { startTestApp, testServices, type TestApp } from '../../../test/test-app.ts';

const SHOP_CONFIG = '{ shopConfig { productName googleClientId recaptchaSiteKey adPixelId } }';

describe('shopConfig', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
    const base = testServices().config;
    configured = await startTestApp({
      services: {
        config: {
          ...base,
          productName: 'Boighor',
          google: { clientId: 'client-1.apps.googleusercontent.com' },
          recaptcha: { siteKey: 'site-key-1' },
          adPixel: { metaPixelId: '1234567890' },
        },
      },
    });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it('tells anyone the public settings, null for outside services that are not configured', async () => {
    const { data, errors } = await plain.graphql(SHOP_CONFIG);
    expect(errors).toBeUndefined();
    expect(data!.shopConfig).toEqual({ productName: 'Pathagar', googleClientId: null, recaptchaSiteKey: null, adPixelId: null });
  });

  it('passes on the configured Google client, reCAPTCHA site key and ad pixel id', async () => {
    const { data } = await configured.graphql(SHOP_CONFIG);
    expect(data!.shopConfig).toEqual({
      productName: 'Boighor',
      googleClientId: 'client-1.apps.googleusercontent.com',
      recaptchaSiteKey: 'site-key-1',
      adPixelId: '1234567890',
    });
  });
});
