import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link } from 'react-router';
import { z } from 'zod';
import type { OutletsPanel_query$key } from '../../__generated__/OutletsPanel_query.graphql.ts';
import type { OutletsPanelCreateMutation } from '../../__generated__/OutletsPanelCreateMutation.graphql.ts';
import type { OutletsPanelUpdateMutation } from '../../__generated__/OutletsPanelUpdateMutation.graphql.ts';
import { Badge, Button, Dialog, EmptyState, Table, TableHead, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { formFailure, showFormFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { RowActions } from '../catalog-admin/RowActions.tsx';

const outletSchema = z.object({
  code: z
    .string({ error: 'Enter the code' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter the code')
    .max(20, 'Keep the code under 20 characters')
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens'),
  name: z.string({ error: 'Enter the name' }).trim().min(1, 'Enter the name').max(100, 'Keep the name under 100 characters'),
  address: z.string().trim().max(300, 'Keep the address under 300 characters').optional(),
});

const createMutation = graphql`
  mutation OutletsPanelCreateMutation($input: OutletInput!) {
    createOutlet(input: $input) {
      __typename
      ... on MutationCreateOutletSuccess {
        outlet {
          id
          code
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

const updateMutation = graphql`
  mutation OutletsPanelUpdateMutation($id: ID!, $input: OutletInput!) {
    updateOutlet(id: $id, input: $input) {
      __typename
      ... on MutationUpdateOutletSuccess {
        outlet {
          id
          code
          name
          address
          active
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          message
        }
      }
    }
  }
`;

interface Outlet {
  id: string;
  code: string;
  name: string;
  address: string;
  active: boolean;
}

/** The shop's outlets (counters): add one, edit one, close or reopen one (after a confirmation). */
export function OutletsPanel({ query }: { query: OutletsPanel_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment OutletsPanel_query on Query @refetchable(queryName: "OutletsPanelRefetchQuery") {
        outlets {
          id
          code
          name
          address
          active
        }
      }
    `,
    query,
  );
  const [adding, setAdding] = useState(false);
  const [, startRefresh] = useTransition();
  const [update] = useMutationPromise<OutletsPanelUpdateMutation>(updateMutation);
  const reload = () =>
    startRefresh(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  const setActive = async (outlet: Outlet, active: boolean) => {
    const { updateOutlet: result } = await update({ id: outlet.id, input: { code: outlet.code, name: outlet.name, address: outlet.address, active } });
    const problem = formFailure(result, 'MutationUpdateOutletSuccess');
    if (!problem) toast({ title: active ? 'Outlet reopened' : 'Outlet closed', description: outlet.name });
    return problem?.message ?? null;
  };

  return (
    <section className="counter-outlets" aria-labelledby="counter-outlets-title">
      <div className="counter-outlets__head">
        <h2 id="counter-outlets-title">Outlets</h2>
        <Button size="sm" onClick={() => setAdding(true)}>
          Add outlet
        </Button>
      </div>
      {data.outlets.length === 0 ? (
        <EmptyState titleAs="p" title="No outlets yet." description="Add the shop's counters to sell at them." />
      ) : (
        <Table dense aria-label="Outlets">
          <TableHead columns={['Outlet', 'Code', 'Address', 'Status', { label: 'Actions', hidden: true }]} />
          <tbody>
            {data.outlets.map((outlet) => (
              <tr key={outlet.id}>
                <th scope="row">{outlet.name}</th>
                <td>
                  <Link to={`/admin/shop-orders/${encodeURIComponent(outlet.code)}`}>{outlet.code}</Link>
                </td>
                <td>{outlet.address || '—'}</td>
                <td>
                  <Badge tone={outlet.active ? 'success' : 'neutral'}>{outlet.active ? 'Open' : 'Closed'}</Badge>
                </td>
                <td className="ui-table__actions">
                  <RowActions
                    name={outlet.name}
                    editForm={(close) => <OutletForm outlet={outlet} onDone={close} />}
                    action={
                      outlet.active
                        ? {
                            label: 'Close',
                            confirmMessage: `Close ${outlet.name}? No new sales can be entered for it; its sales and invoices stay.`,
                            confirmLabel: 'Close outlet',
                            busyLabel: 'Closing…',
                            run: () => setActive(outlet, false),
                          }
                        : {
                            label: 'Reopen',
                            confirmMessage: `Reopen ${outlet.name} for counter sales?`,
                            confirmLabel: 'Reopen outlet',
                            busyLabel: 'Reopening…',
                            run: () => setActive(outlet, true),
                          }
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Dialog open={adding} onOpenChange={setAdding} title="Add outlet">
        <OutletForm
          outlet={null}
          onDone={() => {
            setAdding(false);
            reload();
          }}
        />
      </Dialog>
    </section>
  );
}

/** An outlet's code, name and address: a new one (`outlet` null) or changes to one. */
function OutletForm({ outlet, onDone }: { outlet: Outlet | null; onDone: () => void }) {
  const form = useZodForm(outletSchema, { code: outlet?.code ?? '', name: outlet?.name ?? '', address: outlet?.address ?? '' });
  const [create] = useMutationPromise<OutletsPanelCreateMutation>(createMutation);
  const [update] = useMutationPromise<OutletsPanelUpdateMutation>(updateMutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const input = { code: values.code, name: values.name, address: values.address ?? '', active: outlet?.active ?? true };
    const result = outlet ? (await update({ id: outlet.id, input })).updateOutlet : (await create({ input })).createOutlet;
    const problem = formFailure(result, outlet ? 'MutationUpdateOutletSuccess' : 'MutationCreateOutletSuccess');
    if (problem) {
      showFormFailure(problem, form.setErrors, setFailure);
      return;
    }
    toast({ title: outlet ? 'Outlet saved' : 'Outlet added', description: values.name });
    onDone();
  });
  return (
    <form className="counter-outlet-form" onSubmit={onSubmit} noValidate>
      <TextField label="Code" hint="Lower-case letters, digits and hyphens: it appears in /admin/shop-orders/{code}." {...form.field('code')} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Address (optional)" {...form.field('address')} />
      <FormActions failure={failure} submitLabel={outlet ? 'Save outlet' : 'Add outlet'} submitting={submitting} onCancel={onDone} />
    </form>
  );
}
