/** The reports rows of the authorization matrix (see server/test/authorization-matrix.ts): reports.view only. */
import { staff, type AuthorizationSpec } from '../../../test/authorization-matrix.ts';

export const reportsAuthorization: AuthorizationSpec = {
  mutations: [],
  staffQueries: [
    {
      field: 'salesReport',
      document: () => `{ salesReport(range: { from: "2026-11-01", to: "2026-11-30" }) { __typename } }`,
      expected: staff('FORBIDDEN', 'QuerySalesReportSuccess'),
    },
  ],
  publicQueries: [],
};
