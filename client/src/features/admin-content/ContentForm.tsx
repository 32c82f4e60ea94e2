import { graphql, useFragment } from 'react-relay';
import type { ContentForm_content$key } from '../../__generated__/ContentForm_content.graphql.ts';
import { SelectField, TextField } from '../../components/ui/index.ts';
import { FormSection, ProductForm, type ProductKindFormProps } from '../catalog-admin/ProductFormSections.tsx';
import { useProductEditor } from '../catalog-admin/use-product-editor.ts';
import { courseForm, courseFormValues, courseInput, HSC_BATCH_OPTIONS } from './content-form.ts';

const contentFragment = graphql`
  fragment ContentForm_content on Content {
    ...useProductEditor_product
    hscBatch
    instructor
  }
`;

const mutations = {
  create: graphql`
    mutation ContentFormCreateContentMutation($input: CreateContentInput!) {
      createContent(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on CreateContentPayload { content { id ...ContentForm_content } } }
    }
  `,
  update: graphql`
    mutation ContentFormUpdateContentMutation($input: UpdateContentInput!) {
      updateContent(input: $input) { __typename ... on Error { message ... on ValidationError { fields { field message } } } ... on UpdateContentPayload { content { id ...ContentForm_content ...ProductAdminFrame_product } } }
    }
  `,
};

/**
 * Every field of a course (course content for an HSC batch): prices typed in Taka and sent in
 * poisha, checked when a field is left and when it changes; the server's messages show next to
 * their fields. A new course opens its edit page once created (where its chapters are added).
 */
export function ContentForm({ content: key, sections }: ProductKindFormProps<'content', ContentForm_content$key>) {
  const content = useFragment(contentFragment, key);
  const editor = useProductEditor({
    kind: 'CONTENT',
    noun: 'course',
    mutations,
    createdNote: (title) => `“${title}” was added. Now add its chapters and lessons.`,
    form: courseForm,
    product: content,
    valuesOf: courseFormValues,
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
