/** Receivables answers for the admin pages' tests (amounts in poisha, formatted like the server). */
const FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
export const money = (amount: number) => ({ amount, formatted: `${amount < 0 ? '-' : ''}৳${FORMAT.format(Math.abs(amount) / 100)}` });

export function courierRow(courier: string, courierLabel: string, f: { deliveries: number; collected: number; charges: number; remitted: number; ageing: [number, number, number, number]; credit?: number }) {
  return {
    courier,
    courierLabel,
    deliveries: f.deliveries,
    collected: money(f.collected),
    charges: money(f.charges),
    remitted: money(f.remitted),
    owed: money(f.collected - f.charges - f.remitted),
    ageing: { days0to30: money(f.ageing[0]), days31to60: money(f.ageing[1]), days61to90: money(f.ageing[2]), over90: money(f.ageing[3]), credit: money(f.credit ?? 0) },
  };
}

export function receivablesMonth(month: string, couriers: ReturnType<typeof courierRow>[], extra: { closed?: boolean; closedAt?: string | null; refunds?: [number, number, number]; ageingAsOf?: string } = {}) {
  const sum = (pick: (c: ReturnType<typeof courierRow>) => number) => couriers.reduce((total, c) => total + pick(c), 0);
  const [late, order, cod] = extra.refunds ?? [0, 0, 0];
  return {
    month,
    ageingAsOf: extra.ageingAsOf ?? `${month}-28`,
    closed: extra.closed ?? false,
    closedAt: extra.closedAt ?? null,
    couriers,
    totals: {
      deliveries: sum((c) => c.deliveries),
      collected: money(sum((c) => c.collected.amount)),
      charges: money(sum((c) => c.charges.amount)),
      remitted: money(sum((c) => c.remitted.amount)),
      owed: money(sum((c) => c.owed.amount)),
      stillOwed: money(sum((c) => c.ageing.days0to30.amount + c.ageing.days31to60.amount + c.ageing.days61to90.amount + c.ageing.over90.amount)),
    },
    refundsDue: { latePayments: money(late), orderRefunds: money(order), codRefunds: money(cod), total: money(late + order + cod) },
  };
}
