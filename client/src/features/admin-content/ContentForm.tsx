import { graphql, useFragment } from 'react-relay';
import type { ContentForm_content$key } from '../../__generated__/ContentForm_content.graphql.ts';
import type { ContentFormCreateContentMutation } from '../../__generated__/ContentFormCreateContentMutation.graphql.ts';
import type { ContentFormUpdateContentMutation } from '../../__generated__/ContentFormUpdateContentMutation.graphql.ts';
import type { SectionSelect_query$key } from '../../__generated__/SectionSelect_query.graphql.ts';
import { SelectField, TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { COURSE_FIELDS, courseFormSchema, courseFormValues, courseInput, HSC_BATCH_OPTIONS } from './content-form.ts';

const contentFragment = graphql`
  fragment ContentForm_content on Content {
    id
    path
    published
    ...useProductEditor_product
    hscBatch
    instructor
  }
`;

const createMutation = graphql`
  mutation ContentFormCreateContentMutation($input: CreateContentInput!) {
    createContent(input: $input) {
      __typename
      ... on CreateContentPayload {
        content {
          id
          ...ContentForm_content
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
  mutation ContentFormUpdateContentMutation($input: UpdateContentInput!) {
    updateContent(input: $input) {
      __typename
      ... on UpdateContentPayload {
        content {
          id
          ...ContentForm_content
          ...ProductAdminFrame_product
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

interface ContentFormProps {
  /** The course to edit; null to add a new one. */
  content: ContentForm_content$key | null;
  /** A query with `...SectionSelect_query`. */
  sections: SectionSelect_query$key;
}

/**
 * Every field of a course (course content for an HSC batch): prices typed in Taka and sent in
 * poisha, checked when a field is left and when it changes; the server's messages show next to
 * their fields. A new course opens its edit page once created (where its chapters are added).
 */
export function ContentForm({ content: key, sections }: ContentFormProps) {
  const content = useFragment(contentFragment, key);
  const editor = useProductEditor({
    kind: 'CONTENT',
    noun: 'course',
    mutations: { create: createMutation, update: updateMutation },
    createdNote: (title) => `“${title}” was added. Now add its chapters and lessons.`,
    schema: courseFormSchema,
    product: content,
    valuesOf: courseFormValues,
    textFields: COURSE_FIELDS,
    input: (values, extras) => ({ ...courseInput(values), ...extras }),
  });

  const { form } = editor;

  return (
    <ProductForm editor={editor} sections={sections} stock={false}>
      <FormSection title="Course">
        <SelectField label="HSC batch" placeholder="Choose the batch" options={HSC_BATCH_OPTIONS} {...form.field('hscBatch')} />
        <TextField label="Instructor" {...form.field('instructor')} hint="Who teaches the course, as shoppers see it." />
      </FormSection>
    </ProductForm>
  );
}
