import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { CouponForm_coupon$key } from '../../__generated__/CouponForm_coupon.graphql.ts';
import type { CouponFormCreateCouponMutation } from '../../__generated__/CouponFormCreateCouponMutation.graphql.ts';
import type { CouponFormUpdateCouponMutation } from '../../__generated__/CouponFormUpdateCouponMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { CheckboxField, TextField } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import type { ProductKind } from '../catalog/list-filters.ts';
import { FormActions } from '../catalog-admin/FormActions.tsx';
import { ruleFormValues, type DiscountType } from './coupon-rules.ts';
import { CouponRulesFieldset, useCouponRulesForm } from './CouponRulesFieldset.tsx';

/** The server's rule for codes (checked after upper-casing). */
const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

const OWN_FIELDS = {
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .toUpperCase()
    .regex(COUPON_CODE, 'Use 3 to 40 letters, digits, - or _, starting with a letter or digit'),
};

const createMutation = graphql`
  mutation CouponFormCreateCouponMutation($input: CreateCouponInput!, $connections: [ID!]!) {
    createCoupon(input: $input) {
      __typename
      ... on MutationCreateCouponSuccess {
        coupon @prependNode(connections: $connections, edgeTypeName: "QueryCouponsConnectionEdge") {
          id
          code
          status
          ...CouponAdminRow_coupon
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

const updateMutation = graphql`
  mutation CouponFormUpdateCouponMutation($input: UpdateCouponInput!) {
    updateCoupon(input: $input) {
      __typename
      ... on MutationUpdateCouponSuccess {
        coupon {
          id
          code
          status
          ...CouponAdminRow_coupon
          ...CouponForm_coupon
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

interface CouponFormProps {
  /** The coupon to edit; null for a new one. */
  coupon: CouponForm_coupon$key | null;
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
  /** The coupon list's connection, which a new coupon joins at the top. */
  connectionId: string;
  onDone: () => void;
  onCancel: () => void;
}

/** A coupon's code and rules: creates one or saves the changes of one. */
export function CouponForm({ coupon: key, sections, connectionId, onDone, onCancel }: CouponFormProps) {
  const coupon = useFragment(
    graphql`
      fragment CouponForm_coupon on Coupon {
        id
        code
        description
        discountType
        value
        maxDiscount {
          amount
        }
        minOrder {
          amount
        }
        startsAt
        endsAt
        usageLimit
        perUserLimit
        kinds
        sections {
          id
        }
        active
      }
    `,
    key,
  );
  const rules = useCouponRulesForm(OWN_FIELDS, {
    values: { code: coupon?.code ?? '', ...ruleFormValues(coupon ?? null) },
    discountType: (coupon?.discountType as DiscountType | undefined) ?? 'PERCENT',
    kinds: (coupon?.kinds ?? []) as ProductKind[],
    sectionIds: coupon?.sections.map((section) => section.id) ?? [],
  });
  const [active, setActive] = useState(coupon?.active ?? true);
  const [create] = useMutationPromise<CouponFormCreateCouponMutation>(createMutation);
  const [update] = useMutationPromise<CouponFormUpdateCouponMutation>(updateMutation);

  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const parsed = rules.validate();
    if (!parsed) return;
    const code = parsed.values.code as string;
    const result = coupon
      ? (await update({ input: { id: coupon.id, code, ...parsed.input, active } })).updateCoupon
      : (await create({ input: { code, ...parsed.input }, connections: [connectionId] })).createCoupon;
    const problem = formFailure(result, coupon ? 'MutationUpdateCouponSuccess' : 'MutationCreateCouponSuccess');
    if (problem) {
      setFailure(rules.showFailure(problem));
      return;
    }
    toast({ title: coupon ? 'Coupon saved' : 'Coupon created', description: code });
    onDone();
  });

  return (
    <form className="form product-form" noValidate onSubmit={onSubmit} aria-label={coupon ? `Edit ${coupon.code}` : 'New coupon'}>
      <TextField label="Code" {...rules.field('code')} autoFocus hint="What customers type, e.g. EID10. Letters are stored in capitals." />
      <CouponRulesFieldset rules={rules} sections={sections} />
      {coupon && (
        <CheckboxField
          label="Active"
          checked={active}
          onChange={setActive}
          hint="An inactive coupon cannot be applied; carts that hold it drop it."
        />
      )}
      <FormActions failure={failure} submitLabel={coupon ? 'Save coupon' : 'Create coupon'} submitting={submitting} onCancel={onCancel} />
    </form>
  );
}
