import { act, screen, within } from '@testing-library/react';
import { isPending, resolveOperation, waitForOperation } from '../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { openRoute } from '../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';
import { validationError } from '../../../features/catalog-admin/test-support.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const EMPTY = { pixels: [], tagManagerId: null, tagManagerEnabled: false, analyticsProjectId: null, analyticsEnabled: false };
const SAVED = {
  pixels: [{ kind: 'META', pixelId: '123456789012345', pathPatterns: ['/book/**', '!/book/13'], enabled: true }],
  tagManagerId: 'GTM-ABC1234',
  tagManagerEnabled: true,
  analyticsProjectId: null,
  analyticsEnabled: false,
};

const open = (settings: object = SAVED) =>
  openRoute(mockEnvironment, '/admin/marketing', { query: 'MarketingPageQuery', data: { marketingSettings: settings, shopLanguage: 'EN' }, heading: 'Marketing' });

it('shows a loading skeleton, then the saved pixels, container and analytics', async () => {
  await renderRoute('/admin/marketing', mockEnvironment);
  expect(await screen.findByRole('heading', { name: 'Marketing', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  await resolveOperation(mockEnvironment, 'MarketingPageQuery', { marketingSettings: SAVED, shopLanguage: 'EN' });
  expect(await screen.findByLabelText('Id of pixel 1')).toHaveValue('123456789012345');
  expect(document.title).toBe('Marketing | Pathagar');
  expect(screen.getByLabelText('Kind of pixel 1')).toHaveValue('META');
  expect(screen.getByLabelText('Paths of pixel 1')).toHaveValue('/book/**\n!/book/13');
  expect(screen.getByLabelText('Pixel 1 on')).toBeChecked();
  expect(screen.getByLabelText('Google Tag Manager container id')).toHaveValue('GTM-ABC1234');
  expect(screen.getByLabelText('Analytics on')).not.toBeChecked();
});

it('says so when no pixel is configured, and adds one with its patterns; saves everything at once', async () => {
  const { user } = await open(EMPTY);
  expect(screen.getByText('No pixel yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add a pixel' }));
  await user.type(screen.getByLabelText('Id of pixel 1'), '123456789012345');
  await user.type(screen.getByLabelText('Paths of pixel 1'), '/books/*{Enter}!/admin/**');
  await user.type(screen.getByLabelText('Microsoft Clarity project id'), 'abcd1234ef');
  await user.click(screen.getByLabelText('Analytics on'));
  await user.click(screen.getByRole('button', { name: 'Save marketing settings' }));

  const operation = await waitForOperation(mockEnvironment, 'MarketingFormMutation');
  expect(operation.request.variables.input).toEqual({
    pixels: [{ kind: 'META', pixelId: '123456789012345', pathPatterns: ['/books/*', '!/admin/**'], enabled: true }],
    tagManagerId: null,
    tagManagerEnabled: false,
    analyticsProjectId: 'abcd1234ef',
    analyticsEnabled: true,
  });
  await act(async () => {
    mockEnvironment.mock.resolve(operation, {
      data: { updateMarketingSettings: { __typename: 'MutationUpdateMarketingSettingsSuccess', settings: { ...SAVED, analyticsProjectId: 'abcd1234ef', analyticsEnabled: true } } },
    });
  });
  expect(await screen.findByRole('status')).toHaveTextContent('Marketing settings saved');
});

it('checks ids and patterns before sending: nothing is sent while one is wrong', async () => {
  const { user } = await open(EMPTY);
  await user.click(screen.getByRole('button', { name: 'Add a pixel' }));
  await user.selectOptions(screen.getByLabelText('Kind of pixel 1'), 'GOOGLE_ADS');
  await user.type(screen.getByLabelText('Id of pixel 1'), '<script>alert(1)</script>');
  await user.type(screen.getByLabelText('Paths of pixel 1'), 'books');
  await user.type(screen.getByLabelText('Google Tag Manager container id'), 'gtm-1');
  await user.click(screen.getByLabelText('Analytics on'));
  await user.click(screen.getByRole('button', { name: 'Save marketing settings' }));

  expect(screen.getByText('A Google Ads tag id is AW- followed by 9 to 11 digits')).toBeInTheDocument();
  expect(screen.getByText(/^books: A path pattern starts with \//)).toBeInTheDocument();
  expect(screen.getByText(/A container id is GTM-/)).toBeInTheDocument();
  expect(screen.getByText('Enter the project id to switch the analytics on')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('nothing was saved');
  expect(isPending(mockEnvironment, 'MarketingFormMutation')).toBe(false);
});

it('removes a pixel row and shows the errors the server answers under their fields', async () => {
  const { user } = await open({ ...SAVED, pixels: [...SAVED.pixels, { kind: 'GOOGLE_ADS', pixelId: 'AW-123456789', pathPatterns: [], enabled: false }] });
  const pixels = () => within(screen.getByRole('list')).getAllByRole('listitem');
  expect(pixels()).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove pixel 1' }));
  expect(pixels()).toHaveLength(1);
  expect(screen.getByLabelText('Id of pixel 1')).toHaveValue('AW-123456789');
  await user.click(screen.getByRole('button', { name: 'Save marketing settings' }));
  const operation = await waitForOperation(mockEnvironment, 'MarketingFormMutation');
  expect(operation.request.variables.input.pixels).toEqual([{ kind: 'GOOGLE_ADS', pixelId: 'AW-123456789', pathPatterns: [], enabled: false }]);
  await act(async () => {
    mockEnvironment.mock.resolve(operation, {
      data: {
        updateMarketingSettings: { ...validationError('Invalid input', { 'pixels.0.pathPatterns.0': 'A path pattern has no empty segment (//)' }), __isError: 'ValidationError' },
      },
    });
  });
  expect(await screen.findByText('A path pattern has no empty segment (//)')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid input');
});

it("sets the shop's language for new visitors on its own, apart from the marketing scripts", async () => {
  const { user } = await open();
  const group = screen.getByRole('radiogroup', { name: 'Shop language for new visitors' });
  expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
  await user.click(within(group).getByRole('radio', { name: 'Bangla' }));
  await user.click(screen.getByRole('button', { name: 'Save shop language' }));
  const operation = await waitForOperation(mockEnvironment, 'ShopLanguageFormMutation');
  expect(operation.request.variables).toEqual({ language: 'BN' });
  expect(isPending(mockEnvironment, 'MarketingFormMutation')).toBe(false);
  await act(async () => {
    mockEnvironment.mock.resolve(operation, { data: { setShopLanguage: { __typename: 'MutationSetShopLanguageSuccess', language: 'BN' } } });
  });
  expect(await screen.findByRole('status')).toHaveTextContent('New visitors now get the shop in Bangla');
});
