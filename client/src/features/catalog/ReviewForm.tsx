import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router';
import { z } from 'zod';
import type { ReviewForm_product$key } from '../../__generated__/ReviewForm_product.graphql.ts';
import type { ReviewFormWriteReviewMutation } from '../../__generated__/ReviewFormWriteReviewMutation.graphql.ts';
import { Badge, Button, FormError, LinkButton, TextAreaField, type BadgeTone } from '../../components/ui/index.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useZodForm, type FieldProps } from '../../lib/use-zod-form.ts';
import { formFailure } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { saveRedirectTarget } from '../session/redirect-target.ts';
import { useSession } from '../session/session-store.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { StarRating } from './StarRating.tsx';

/** The longest review the server accepts. */
export const REVIEW_BODY_MAX = 2000;

/**
 * The review rules of the server (reviews.service.ts), on the form's text values. Their errors are
 * message ids, said in the interface language where the field shows them (`fieldError`).
 */
export const reviewFormSchema = z.object({
  rating: z.string({ error: 'product.review.rating' }).regex(/^[1-5]$/, 'product.review.rating'),
  body: z.string().trim().max(REVIEW_BODY_MAX, 'product.review.tooLong').optional(),
});

/** A field's error: the schema's (a message id of this form) in the interface language, the server's as it came. */
function fieldError(error: string | undefined, t: (id: MessageId, values?: Record<string, string>) => string, locale: 'bn' | 'en'): string | undefined {
  if (error === 'product.review.rating') return t(error);
  if (error === 'product.review.tooLong') return t(error, { count: formatNumber(REVIEW_BODY_MAX, locale) });
  return error;
}

const STATUS_TEXT = {
  PENDING: 'product.review.status.PENDING',
  APPROVED: 'product.review.status.APPROVED',
  REJECTED: 'product.review.status.REJECTED',
} as const satisfies Record<string, MessageId>;
const STATUS_BADGE = { PENDING: 'product.review.badge.PENDING', APPROVED: 'product.review.badge.APPROVED', REJECTED: 'product.review.badge.REJECTED' } as const satisfies Record<string, MessageId>;
const STATUS_TONE: Record<keyof typeof STATUS_BADGE, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' };

const mutation = graphql`
  mutation ReviewFormWriteReviewMutation($input: WriteReviewInput!) {
    writeReview(input: $input) {
      __typename
      ... on MutationWriteReviewSuccess {
        data {
          product {
            id
            rating {
              average
              count
            }
            viewerReview {
              id
              rating
              body
              status
            }
          }
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

type ReviewStatus = keyof typeof STATUS_TEXT;

interface OwnReviewData {
  readonly rating: number;
  readonly body: string;
  readonly status: string;
}

/**
 * Writing a review: a signed-out visitor is asked to sign in (and comes back here); a customer writes
 * or edits their one review of the product, which waits for moderation before it shows.
 */
export function ReviewForm({ product }: { product: ReviewForm_product$key | null }) {
  const data = useFragment(
    graphql`
      fragment ReviewForm_product on Product {
        id
        viewerReview {
          id
          rating
          body
          status
        }
      }
    `,
    product,
  );
  const t = useT();
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  const [editing, setEditing] = useState(false);
  const [justSent, setJustSent] = useState(false);

  if (loading) return null;
  if (!user) {
    return (
      <p className="review-sign-in">
        <LinkButton to="/auth/login" variant="outline" onClick={() => saveRedirectTarget(`${pathname}${search}#reviews`)}>
          {t('product.review.signIn')}
        </LinkButton>
      </p>
    );
  }
  // Signed in, but the per-user query found nothing (the product just went away).
  if (!data) return null;
  const own = data.viewerReview;
  if (own && !editing) {
    return (
      <OwnReview
        review={own}
        justSent={justSent}
        onEdit={() => {
          setEditing(true);
          setJustSent(false);
        }}
      />
    );
  }
  return (
    <ReviewEditor
      productId={data.id}
      initial={own}
      onSent={() => {
        setEditing(false);
        setJustSent(true);
      }}
      onCancel={own ? () => setEditing(false) : undefined}
    />
  );
}

function OwnReview({ review, justSent, onEdit }: { review: OwnReviewData; justSent: boolean; onEdit: () => void }) {
  const t = useT();
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The form that had focus is gone: the thanks take it, so the notice is read out.
    if (justSent) notice.current?.focus();
  }, [justSent]);
  const status = (review.status in STATUS_TEXT ? review.status : 'PENDING') as ReviewStatus;
  return (
    <div className="own-review">
      {justSent ? (
        <p ref={notice} className="form-notice" role="status" tabIndex={-1}>
          {t('product.review.thanks')}
        </p>
      ) : (
        <p className="own-review__status">{t(STATUS_TEXT[status])}</p>
      )}
      <div className="review review--own" aria-label={t('product.review.yours')} role="article">
        <div className="review__head">
          <StarRating rating={review.rating} size="small" />
          <span className="review__author">{t('product.review.yours')}</span>
          <Badge tone={STATUS_TONE[status]}>{t(STATUS_BADGE[status])}</Badge>
        </div>
        {review.body && <p className="review__body">{review.body}</p>}
      </div>
      <Button onClick={onEdit}>{t('product.review.edit')}</Button>
    </div>
  );
}

interface ReviewEditorProps {
  productId: string;
  initial: OwnReviewData | null | undefined;
  onSent: () => void;
  onCancel?: () => void;
}

function ReviewEditor({ productId, initial, onSent, onCancel }: ReviewEditorProps) {
  const t = useT();
  const form = useZodForm(reviewFormSchema, { rating: initial ? String(initial.rating) : '', body: initial?.body ?? '' });
  const [writeReview] = useMutationPromise<ReviewFormWriteReviewMutation>(mutation);
  const { submitting, failure, setFailure, onSubmit } = useFormSubmit(async () => {
    const values = form.validate();
    if (!values) return;
    const { writeReview: result } = await writeReview({
      input: { productId, rating: Number(values.rating), body: values.body ?? '' },
    });
    const failed = formFailure(result, 'MutationWriteReviewSuccess');
    if (failed) {
      if (!form.setErrors(failed.fields)) setFailure(failed.message);
      return;
    }
    onSent();
  });
  return (
    <form className="form review-form" noValidate onSubmit={onSubmit} aria-label={initial ? t('product.review.edit') : t('product.review.write')}>
      <h3 className="review-form__title">{initial ? t('product.review.edit') : t('product.review.write')}</h3>
      <FormError message={failure} />
      <StarInput field={form.field('rating')} />
      <ReviewBodyField field={form.field('body')} />
      <p className="ui-field__hint">{t('product.review.checked')}</p>
      <div className="review-form__actions">
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? t('product.review.sending') : initial ? t('product.review.update') : t('product.review.submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={submitting}>
            {t('product.review.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The rating as a radio group of five stars (arrow keys move between them, as in any radio group). */
function StarInput({ field }: { field: FieldProps }) {
  const t = useT();
  const locale = useLocale();
  const legendId = useId();
  const errorId = useId();
  const [hover, setHover] = useState(0);
  const value = /^[1-5]$/.test(field.value) ? Number(field.value) : 0;
  const shown = hover || value;
  return (
    <fieldset
      className="star-input"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={field.error ? errorId : undefined}
      aria-required="true"
      aria-invalid={field.error ? true : undefined}
      onMouseLeave={() => setHover(0)}
    >
      <legend id={legendId} className="ui-field__label">
        {t('product.review.yourRating')}
      </legend>
      <div className="star-input__stars">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= shown ? 'star-input__star star-input__star--on' : 'star-input__star'} onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              className="visually-hidden"
              name={field.name}
              value={String(stars)}
              checked={value === stars}
              onChange={field.onChange}
              ref={field.ref}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('product.review.stars', { count: stars })}</span>
          </label>
        ))}
        <span className="star-input__words" aria-hidden="true">
          {shown > 0 ? t(`product.review.word.${shown as 1 | 2 | 3 | 4 | 5}`) : ''}
        </span>
      </div>
      <p className="ui-field__error" id={errorId}>
        {fieldError(field.error, t, locale)}
      </p>
    </fieldset>
  );
}

function ReviewBodyField({ field }: { field: FieldProps }) {
  const t = useT();
  const locale = useLocale();
  const length = field.value.trim().length;
  return (
    <TextAreaField
      {...field}
      error={fieldError(field.error, t, locale)}
      label={t('product.review.body')}
      rows={5}
      placeholder={t('product.review.placeholder')}
      hint={
        <span className={length > REVIEW_BODY_MAX ? 'review-form__count--over' : undefined}>
          {t('product.review.length', { length: formatNumber(length, locale), max: formatNumber(REVIEW_BODY_MAX, locale) })}
        </span>
      }
    />
  );
}
