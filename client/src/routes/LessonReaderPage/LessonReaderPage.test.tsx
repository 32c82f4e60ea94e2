import { screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { inLanguage } from '../../../test/languages.ts';
import { resolveOperation } from '../../../test/relay-operations.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { customer } from '../../../test/session.ts';

let mockEnvironment: RelayMockEnvironment;
jest.mock('../../relay/environment.ts', () => ({
  get relayEnvironment() {
    return mockEnvironment;
  },
}));
// The reader itself (pdf.js on a canvas) is the browser test's; here, what the page hands it.
jest.mock('../../features/reader/PdfReader.tsx', () => ({
  PdfReader: (props: { title: string; fileUrl: string; backTo: { path: string } }) => (
    <div data-testid="reader" data-file={props.fileUrl} data-back={props.backTo.path}>
      {props.title}
    </div>
  ),
}));

beforeEach(() => {
  mockEnvironment = createMockEnvironment();
});

const LESSON_ID = '6f1c1f7e-3b1a-4c55-9d1e-0a2b3c4d5e6f';
const course = { __typename: 'Content', id: 'content-1', title: 'HSC Physics Full Course', path: '/content/hsc-physics-course' };

async function openLesson(lesson: Record<string, unknown> | null) {
  await renderRoute(`/content/lesson/${LESSON_ID}/read`, mockEnvironment, { user: customer() });
  return resolveOperation(mockEnvironment, 'LessonReaderPageQuery', { lesson });
}

describe('/content/lesson/{id}/read', () => {
  it("opens a PDF lesson the viewer may open in the reader, from the lesson's own file address, back to the course", async () => {
    const operation = await openLesson({
      __typename: 'Lesson',
      id: LESSON_ID,
      title: 'Vector notes',
      locked: false,
      course,
      content: { __typename: 'PdfLessonContent', fileUrl: `/files/lessons/${LESSON_ID}` },
    });
    expect(operation.request.variables).toEqual({ id: LESSON_ID });
    const reader = await screen.findByTestId('reader');
    expect(reader).toHaveTextContent('Vector notes');
    expect(reader).toHaveAttribute('data-file', `/files/lessons/${LESSON_ID}`);
    expect(reader).toHaveAttribute('data-back', '/content/hsc-physics-course#course-outline');
  });

  it('asks a viewer who may not open it to buy the course', async () => {
    await openLesson({ __typename: 'Lesson', id: LESSON_ID, title: 'Vector notes', locked: true, course, content: null });
    expect(await screen.findByText('Buy HSC Physics Full Course to open all of its lessons.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course' })).toHaveAttribute('href', '/content/hsc-physics-course');
    expect(screen.queryByTestId('reader')).not.toBeInTheDocument();
  });

  it('asks in Bangla, and hands the reader a Bangla way back', async () => {
    await inLanguage('bn', async () => {
      await openLesson({ __typename: 'Lesson', id: LESSON_ID, title: 'Vector notes', locked: true, course, content: null });
      expect(await screen.findByText('এই লেসনটি কোর্সের শিক্ষার্থীদের জন্য')).toBeInTheDocument();
      expect(screen.getByText('সব লেসন খুলতে HSC Physics Full Course কোর্সটি কিনুন।')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'কোর্সটি দেখুন' })).toHaveAttribute('href', '/content/hsc-physics-course');
    });
  });

  it('shows the 404 view for an unknown lesson', async () => {
    await openLesson(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
