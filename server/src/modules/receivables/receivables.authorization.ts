/** The receivables rows of the authorization matrix: reports.view reads, invoices.manage records and closes. */
import { staff, typename, type AuthorizationSpec, type Case } from '../../../test/authorization-matrix.ts';

const mutations: Case[] = [
  {
    field: 'recordCourierRemittance',
    document: () => `mutation { recordCourierRemittance(input: { courier: steadfast, amountPoisha: 100, receivedOn: "2026-10-01" }) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationRecordCourierRemittanceSuccess'),
  },
  {
    field: 'closeReceivablesMonth',
    document: () => `mutation { closeReceivablesMonth(month: "2026-07") { ${typename} } }`,
    expected: staff('FORBIDDEN', 'MutationCloseReceivablesMonthSuccess'),
  },
];

const staffQueries: Case[] = [
  {
    field: 'receivablesReport',
    document: () => `{ receivablesReport(first: 2) { ${typename} } }`,
    expected: staff('FORBIDDEN', 'QueryReceivablesReportSuccess'),
  },
  {
    field: 'receivablesMonth',
    document: () => `{ receivablesMonth(month: "2026-09") { ${typename} } }`,
    expected: staff('FORBIDDEN', 'QueryReceivablesMonthSuccess'),
  },
];

export const receivablesAuthorization: AuthorizationSpec = { mutations, staffQueries, publicQueries: [] };
