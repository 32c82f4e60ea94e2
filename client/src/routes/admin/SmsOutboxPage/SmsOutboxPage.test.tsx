import { screen, within } from '@testing-library/react';
import { openRoute } from '../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const sms = (id: string, status: string, body: string, error: string | null = null, parts = 1, unicode = false) => ({
  node: { __typename: 'SmsMessage', id, to: '01811223344', body, status, error, provider: 'bulksmsbd', parts, unicode, createdAt: '2026-11-24T09:00:00.000Z' },
  cursor: id,
});

describe('the SMS outbox', () => {
  it("searches the phone from the URL and shows each text's delivery state, newest first as the server answers", async () => {
    const { query } = await openRoute(mockEnvironment, '/admin/sms?q=%2B880%201811-223344', {
      query: 'SmsOutboxPageQuery',
      data: {
        smsOutbox: {
          totalCount: 2,
          edges: [sms('s2', 'failed', 'Your code is 123456', 'Gateway refused'), sms('s1', 'sent', 'আপনার অর্ডার PG-2026-000042 পথে আছে', null, 2, true)],
          pageInfo: { hasNextPage: false, endCursor: 's1' },
        },
      },
      heading: 'Text messages',
    });
    expect(query.request.variables).toMatchObject({ to: '+880 1811-223344' });
    const rows = within(screen.getByRole('table', { name: 'Text messages' })).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Gateway refused')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Sent')).toBeInTheDocument();
    // Each text's part count (what the operator bills), and whether it went as Unicode (Bangla: 70 a part).
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent(/^1$/);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('2Unicode');
  });

  it('says so when nothing was sent to the phone', async () => {
    await openRoute(mockEnvironment, '/admin/sms?q=01999999999', {
      query: 'SmsOutboxPageQuery',
      data: { smsOutbox: { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
      heading: 'Text messages',
    });
    expect(screen.getByText('No text was sent to 01999999999.')).toBeInTheDocument();
  });
});
