import { graphql } from 'react-relay';
import { z } from 'zod';
import type { CouponBatchFormCreateCouponBatchMutation } from '../../__generated__/CouponBatchFormCreateCouponBatchMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { requiredCount } from '../catalog-admin/product-form.ts';
import { FormSection } from '../catalog-admin/ProductFormSections.tsx';
import { ruleFormValues } from './coupon-rules.ts';
import { CouponRulesFieldset, useCouponRulesForm, type CouponRulesStart } from './CouponRulesFieldset.tsx';

/** The most codes one batch may have (the server's limit). */
export const MAX_BATCH_SIZE = 10_000;

const OWN_FIELDS = {
  prefix: z
    .string({ error: 'Prefix is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,12}$/, 'Use 1 to 12 letters or digits for the prefix'),
  count: requiredCount('Number of codes', MAX_BATCH_SIZE, 1),
};

// Each code of a batch is for one use unless staff say otherwise.
const START: CouponRulesStart<'prefix' | 'count'> = {
  values: { prefix: '', count: '', ...ruleFormValues(null, { usageLimit: '1' }) },
  discountType: 'PERCENT',
  kinds: [],
  sectionIds: [],
};

const createMutation = graphql`
  mutation CouponBatchFormCreateCouponBatchMutation($input: CreateCouponBatchInput!, $connections: [ID!]!) {
    createCouponBatch(input: $input) {
      __typename
      ... on MutationCreateCouponBatchSuccess {
        batch @prependNode(connections: $connections, edgeTypeName: "QueryCouponBatchesConnectionEdge") {
          id
          prefix
          count
          ...CouponBatchRow_batch
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
    }
  }
`;

interface CouponBatchFormProps {
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
  /** The batch list's connection, which the new batch joins at the top. */
  connectionId: string;
}

/** Generates a batch of random codes (PREFIX-XXXXXXXX) that share one set of rules. */
export function CouponBatchForm({ sections, connectionId }: CouponBatchFormProps) {
  const rules = useCouponRulesForm(OWN_FIELDS, START);
  const [create] = useMutationPromise<CouponBatchFormCreateCouponBatchMutation>(createMutation);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const parsed = rules.validate();
    if (!parsed) return;
    const prefix = parsed.values.prefix as string;
    const count = parsed.values.count as number;
    const { createCouponBatch: result } = await create({ input: { prefix, count, ...parsed.input }, connections: [connectionId] });
    const problem = formFailure(result, 'MutationCreateCouponBatchSuccess');
    if (problem) {
      setFailure(rules.showFailure(problem));
      return;
    }
    toast({ title: 'Batch generated', description: `${count.toLocaleString('en-US')} codes ${prefix}-…` });
    rules.reset();
  });

  return (
    <form className="product-form batch-form" noValidate onSubmit={onSubmit} aria-label="Generate codes">
      <FormSection title="Codes">
        <TextField label="Prefix" {...rules.field('prefix')} hint="1 to 12 letters or digits; codes read PREFIX-XXXXXXXX." />
        <TextField
          label="Number of codes"
          inputMode="numeric"
          {...rules.field('count')}
          hint={`Up to ${MAX_BATCH_SIZE.toLocaleString('en-US')}.`}
        />
      </FormSection>
      <fieldset className="batch-form__rules" disabled={submitting}>
        <legend className="ui-visually-hidden">Shared rules</legend>
        <CouponRulesFieldset
          rules={rules}
          sections={sections}
          usageLabel="Uses of each code"
          usageHint="How often each code can be used in all; empty: unlimited."
        />
      </fieldset>
      <FormActions failure={failure} submitLabel="Generate codes" busyLabel="Generating…" submitting={submitting}>
        {submitting && (
          <span className="batch-form__progress" role="status">
            Generating the codes; a large batch takes a few seconds.
          </span>
        )}
      </FormActions>
    </form>
  );
}
