import { screen, within } from '@testing-library/react';
import { openRoute } from '../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';
import { waitForOperation } from '../../../../test/relay-operations.ts';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

describe('finding a customer', () => {
  it('sends the typed phone as it is (the server reads every Bangladeshi format) and links each customer', async () => {
    const found = [{ id: btoa('User:c1'), name: 'Karim Ahmed', phone: '01811223344', email: null, hscBatch: 'HSC 2026' }];
    const { user, router } = await openRoute(mockEnvironment, '/agent/customers', { query: 'CustomersPageQuery', data: {}, heading: 'Customers' });
    await user.type(screen.getByRole('searchbox', { name: 'Phone, email, name or order number' }), '+880 1811-223344');
    const operation = await waitForOperation(mockEnvironment, 'CustomersPageQuery');
    expect(operation.request.variables).toEqual({ search: '+880 1811-223344', hasSearch: true });
    expect(router.state.location.search).toBe('?q=%2B880+1811-223344');
    const { resolveOperation } = await import('../../../../test/relay-operations.ts');
    await resolveOperation(mockEnvironment, 'CustomersPageQuery', { supportCustomers: found });
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(within(table).getByRole('link', { name: 'Karim Ahmed' })).toHaveAttribute('href', `/agent/customers/${encodeURIComponent(btoa('User:c1'))}`);
  });

  it('says so when nobody matches', async () => {
    await openRoute(mockEnvironment, '/agent/customers?q=01999999999', { query: 'CustomersPageQuery', data: { supportCustomers: [] }, heading: 'Customers' });
    expect(screen.getByText('No customer matches “01999999999”.')).toBeInTheDocument();
  });
});
