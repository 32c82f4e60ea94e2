import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { inLanguage } from '../../../test/languages.ts';
import { renderRoute } from '../../../test/render-route.tsx';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const parcel = {
  parcelTracking: {
    __typename: 'QueryParcelTrackingSuccess',
    data: {
      cn: '123456789',
      trackingCode: 'AB12CD34',
      courier: 'Sandbox courier',
      status: 'IN_TRANSIT',
      statusLabel: 'In transit',
      expectedDeliveryAt: '2026-11-27T06:00:00.000Z',
      deliveredAt: null,
      maskedPhone: '017•••••678',
      events: [
        { id: 'e1', status: 'CREATED', statusLabel: 'Handed to the courier', message: 'Handed to the courier', at: '2026-11-25T06:00:00.000Z' },
        { id: 'e2', status: 'IN_TRANSIT', statusLabel: 'In transit', message: 'On the way to the delivery hub', at: '2026-11-25T10:00:00.000Z' },
      ],
    },
  },
};

describe('/tracking/:cn', () => {
  it("shows the parcel's status, courier, expected delivery, masked phone and timeline to anyone", async () => {
    await renderRoute('/tracking/123456789', mockEnvironment, { user: null });
    const operation = await resolveOperation(mockEnvironment, 'TrackingPageQuery', parcel);
    expect(operation.request.variables).toEqual({ cn: '123456789' });
    expect(await screen.findByRole('heading', { name: 'Parcel 123456789', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Sandbox courier')).toBeInTheDocument();
    expect(screen.getByText('017•••••678')).toBeInTheDocument();
    expect(screen.getByText('by Friday 27 November')).toBeInTheDocument();
    const timeline = screen.getByRole('list');
    expect(timeline).toHaveTextContent('Handed to the courier');
    expect(timeline).toHaveTextContent('On the way to the delivery hub');
    expect(document.title).toMatch(/^Parcel Tracking/);
  });

  it('speaks Bangla: status names, Bangla dates and digits', async () => {
    await inLanguage('bn', async () => {
      await renderRoute('/tracking/123456789', mockEnvironment, { user: null });
      await resolveOperation(mockEnvironment, 'TrackingPageQuery', parcel);
      expect(await screen.findByRole('heading', { name: 'পার্সেল 123456789', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('কুরিয়ার')).toBeInTheDocument();
      expect(screen.getByText('শুক্রবার ২৭ নভেম্বর-এর মধ্যে')).toBeInTheDocument();
      const timeline = screen.getByRole('list');
      expect(timeline).toHaveTextContent('কুরিয়ারে দেওয়া হয়েছে');
      expect(timeline).toHaveTextContent('২৫ নভেম্বর, ২০২৬, ১২:০০');
      expect(document.title).toMatch(/^পার্সেল ট্র্যাকিং/);
    });
  });

  it('shows the not-found page for an unknown number', async () => {
    await renderRoute('/tracking/000', mockEnvironment, { user: null });
    await resolveOperation(mockEnvironment, 'TrackingPageQuery', { parcelTracking: { __typename: 'NotFoundError', message: 'There is no parcel' } });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
