import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chapter, courseDetails, lesson } from '../../../../features/admin-content/test-support.ts';
import { gid, uuid, validationError } from '../../../../features/catalog-admin/test-support.ts';
import { isPending, resolveOperation } from '../../../../../test/relay-operations.ts';
import { renderRoute } from '../../../../../test/render-route.tsx';
import { mockEnvironment } from '../../../../../test/mock-relay-environment.ts';

jest.mock('../../../../relay/environment.ts', () => jest.requireActual('../../../../../test/mock-relay-environment.ts'));

const COURSE_ID = gid('Content', 4);
const course = (chapters: ReturnType<typeof chapter>[], totalMinutes = 0) =>
  courseDetails(4, { title: 'Chemistry Crash Course', published: true, chapters, totalMinutes });

async function openChapters(chapters: ReturnType<typeof chapter>[]) {
  const view = await renderRoute(`/admin/content/${uuid(4)}/chapters`, mockEnvironment);
  const query = await resolveOperation(mockEnvironment, 'ContentChaptersPageQuery', {
    product: { __typename: 'QueryProductSuccess', data: course(chapters) },
  });
  expect(query.request.variables).toEqual({ key: uuid(4) });
  await screen.findByRole('heading', { name: 'Chemistry Crash Course', level: 1 });
  return { ...view, user: userEvent.setup() };
}

const chapterTitles = () =>
  within(screen.getByRole('list', { name: 'Chapters' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const lessonTitles = (chapterNumber: number) =>
  within(screen.getByRole('list', { name: `Lessons of chapter ${chapterNumber}` }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.lesson-row__title')?.textContent);

const ORGANIC = chapter(1, [lesson(1, { title: 'Alkanes' }), lesson(2, { title: 'Alkenes', kind: 'PDF', freePreview: true })], 'Organic');
const PERIODIC = chapter(2, [], 'Periodic table');
const ACIDS = chapter(3, [lesson(3, { title: 'pH' })], 'Acids');

describe('the chapters of a course', () => {
  it('shows the chapters in order with their lessons, and says so when there are none', async () => {
    await openChapters([ORGANIC, PERIODIC]);
    expect(document.title).toBe('Chapters and lessons · Chemistry Crash Course | Pathagar');
    expect(chapterTitles()).toEqual(['Chapter 1 Organic', 'Chapter 2 Periodic table']);
    expect(lessonTitles(1)).toEqual(['1. Alkanes', '2. Alkenes']);
    expect(screen.getByText(/PDF · 10 min · Free preview/)).toBeInTheDocument();
    expect(screen.getByText('No lessons in this chapter yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move chapter 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move chapter 2 down' })).toBeDisabled();
  });

  it('offers to add the first chapter of an empty course', async () => {
    await openChapters([]);
    expect(screen.getByText(/No chapters yet/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chapters' })).not.toBeInTheDocument();
  });

  it('adds a chapter at the end, after checking its title', async () => {
    const { user } = await openChapters([ORGANIC]);
    const form = within(screen.getByRole('form', { name: 'New chapter' }));
    await user.click(form.getByRole('button', { name: 'Add chapter' }));
    expect(form.getByLabelText('Chapter title')).toHaveAccessibleDescription('Title is required');
    expect(isPending(mockEnvironment, 'CourseChaptersEditorCreateChapterMutation')).toBe(false);

    await user.type(form.getByLabelText('Chapter title'), '  Periodic table ');
    await user.click(form.getByRole('button', { name: 'Add chapter' }));
    const mutation = await resolveOperation(mockEnvironment, 'CourseChaptersEditorCreateChapterMutation', {
      createChapter: { __typename: 'MutationCreateChapterSuccess', data: { content: course([ORGANIC, PERIODIC]) } },
    });
    expect(mutation.request.variables).toEqual({ input: { contentId: COURSE_ID, title: 'Periodic table' } });
    expect(chapterTitles()).toEqual(['Chapter 1 Organic', 'Chapter 2 Periodic table']);
    expect(form.getByLabelText('Chapter title')).toHaveValue('');
  });

  it('shows the server’s message beside the title when it refuses a chapter', async () => {
    const { user } = await openChapters([ORGANIC]);
    const form = within(screen.getByRole('form', { name: 'New chapter' }));
    await user.type(form.getByLabelText('Chapter title'), 'Organic');
    await user.click(form.getByRole('button', { name: 'Add chapter' }));
    await resolveOperation(mockEnvironment, 'CourseChaptersEditorCreateChapterMutation', {
      createChapter: validationError('Title must be at most 200 characters', { title: 'Title must be at most 200 characters' }),
    });
    expect(form.getByLabelText('Chapter title')).toHaveAccessibleDescription('Title must be at most 200 characters');
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(chapterTitles()).toEqual(['Chapter 1 Organic']);
  });

  it('renames a chapter', async () => {
    const { user } = await openChapters([ORGANIC, PERIODIC]);
    await user.click(screen.getByRole('button', { name: 'Rename chapter 2' }));
    const form = within(screen.getByRole('form', { name: 'Rename chapter 2' }));
    await user.clear(form.getByLabelText('Chapter title'));
    await user.type(form.getByLabelText('Chapter title'), 'The periodic table');
    await user.click(form.getByRole('button', { name: 'Save title' }));
    const mutation = await resolveOperation(mockEnvironment, 'useChapterActionsUpdateChapterMutation', {
      updateChapter: { __typename: 'MutationUpdateChapterSuccess', data: { chapter: { id: PERIODIC.id, title: 'The periodic table' } } },
    });
    expect(mutation.request.variables).toEqual({ input: { id: PERIODIC.id, title: 'The periodic table' } });
    expect(chapterTitles()).toEqual(['Chapter 1 Organic', 'Chapter 2 The periodic table']);
  });

  it('moves a chapter down, saving the whole new order, and keeps focus on it', async () => {
    const { user } = await openChapters([ORGANIC, PERIODIC, ACIDS]);
    await user.click(screen.getByRole('button', { name: 'Move chapter 1 down' }));
    const mutation = await resolveOperation(mockEnvironment, 'CourseChaptersEditorReorderChaptersMutation', {
      reorderChapters: { __typename: 'MutationReorderChaptersSuccess', data: { content: course([PERIODIC, ORGANIC, ACIDS]) } },
    });
    expect(mutation.request.variables).toEqual({ input: { contentId: COURSE_ID, chapterIds: [PERIODIC.id, ORGANIC.id, ACIDS.id] } });
    expect(chapterTitles()).toEqual(['Chapter 1 Periodic table', 'Chapter 2 Organic', 'Chapter 3 Acids']);
    expect(screen.getByRole('button', { name: 'Move chapter 2 down' })).toHaveFocus();
    expect(screen.getByText('Moved the chapter to position 2 of 3.')).toBeInTheDocument();
  });

  it('keeps the order and shows the server’s reason when a move is refused', async () => {
    const { user } = await openChapters([ORGANIC, PERIODIC]);
    await user.click(screen.getByRole('button', { name: 'Move chapter 2 up' }));
    await resolveOperation(mockEnvironment, 'CourseChaptersEditorReorderChaptersMutation', {
      reorderChapters: validationError('List every chapter of this course exactly once (the list may be out of date: reload it)', { chapterIds: 'List every chapter of this course exactly once (the list may be out of date: reload it)' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not move the chapter');
    expect(alert).toHaveTextContent('the list may be out of date');
    expect(chapterTitles()).toEqual(['Chapter 1 Organic', 'Chapter 2 Periodic table']);
  });

  it('deletes a chapter with its lessons only after a confirmation', async () => {
    const { user } = await openChapters([ORGANIC, PERIODIC]);
    await user.click(screen.getByRole('button', { name: 'Delete chapter 1' }));
    expect(screen.getByText('Delete chapter 1 (“Organic”) and its 2 lessons? The chapters after it move up. This cannot be undone.')).toBeInTheDocument();
    expect(isPending(mockEnvironment, 'useChapterActionsDeleteChapterMutation')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete chapter' }));
    const mutation = await resolveOperation(mockEnvironment, 'useChapterActionsDeleteChapterMutation', {
      deleteChapter: { __typename: 'MutationDeleteChapterSuccess', data: { content: course([PERIODIC]) } },
    });
    expect(mutation.request.variables).toEqual({ input: { id: ORGANIC.id } });
    expect(chapterTitles()).toEqual(['Chapter 1 Periodic table']);
  });
});

describe('the lessons of a chapter', () => {
  it('adds a lesson to a chapter with its kind, duration, body and free preview', async () => {
    const { user } = await openChapters([ORGANIC, PERIODIC]);
    await user.click(screen.getByRole('button', { name: 'Add a lesson to chapter 2' }));
    const form = within(screen.getByRole('form', { name: 'New lesson in chapter 2' }));
    await user.type(form.getByLabelText('Lesson title'), 'Groups and periods');
    await user.type(form.getByLabelText('Body'), 'not a link');
    await user.tab();
    expect(form.getByLabelText('Body')).toHaveAccessibleDescription(expect.stringContaining('A video lesson needs the address of the video'));
    await user.clear(form.getByLabelText('Body'));
    await user.type(form.getByLabelText('Body'), 'https://video.example/groups');
    await user.type(form.getByLabelText('Duration (minutes)'), '25');
    await user.click(form.getByRole('checkbox', { name: 'Free preview' }));
    await user.click(form.getByRole('button', { name: 'Add lesson' }));
    const added = chapter(2, [lesson(9, { title: 'Groups and periods', durationMinutes: 25, freePreview: true })], 'Periodic table');
    const mutation = await resolveOperation(mockEnvironment, 'useChapterActionsCreateLessonMutation', {
      createLesson: { __typename: 'MutationCreateLessonSuccess', data: { content: course([ORGANIC, added], 45) } },
    });
    expect(mutation.request.variables).toEqual({
      input: { chapterId: PERIODIC.id, title: 'Groups and periods', kind: 'VIDEO', durationMinutes: 25, body: 'https://video.example/groups', freePreview: true },
    });
    expect(lessonTitles(2)).toEqual(['1. Groups and periods']);
    expect(screen.queryByRole('form', { name: 'New lesson in chapter 2' })).not.toBeInTheDocument();
  });

  it('moves a lesson up within its chapter', async () => {
    const { user } = await openChapters([ORGANIC]);
    await user.click(screen.getByRole('button', { name: 'Move lesson 2 of chapter 1 up' }));
    const reordered = chapter(1, [ORGANIC.lessons[1]!, ORGANIC.lessons[0]!], 'Organic');
    const mutation = await resolveOperation(mockEnvironment, 'useChapterActionsReorderLessonsMutation', {
      reorderLessons: { __typename: 'MutationReorderLessonsSuccess', data: { content: course([reordered]) } },
    });
    expect(mutation.request.variables).toEqual({ input: { chapterId: ORGANIC.id, lessonIds: [gid('Lesson', 2), gid('Lesson', 1)] } });
    expect(lessonTitles(1)).toEqual(['1. Alkenes', '2. Alkanes']);
    // At the top its "up" button is disabled: focus goes to its "down" button.
    expect(screen.getByRole('button', { name: 'Move lesson 1 of chapter 1 down' })).toHaveFocus();
  });

  it('edits a lesson, showing the server’s field message', async () => {
    const { user } = await openChapters([ORGANIC]);
    await user.click(screen.getByRole('button', { name: 'Edit lesson 2 of chapter 1' }));
    const form = within(screen.getByRole('form', { name: 'Edit lesson 2 of chapter 1' }));
    expect(form.getByLabelText('Kind')).toHaveValue('PDF');
    await user.clear(form.getByLabelText('Duration (minutes)'));
    await user.type(form.getByLabelText('Duration (minutes)'), '40');
    await user.click(form.getByRole('button', { name: 'Save lesson' }));
    const mutation = await resolveOperation(mockEnvironment, 'useChapterActionsUpdateLessonMutation', {
      updateLesson: validationError('Body must be at most 100,000 characters', { body: 'Body must be at most 100,000 characters' }),
    });
    expect(mutation.request.variables).toEqual({
      input: { id: gid('Lesson', 2), title: 'Alkenes', kind: 'PDF', durationMinutes: 40, body: '', freePreview: true },
    });
    expect(form.getByLabelText('Body')).toHaveAccessibleDescription(expect.stringContaining('Body must be at most 100,000 characters'));
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('deletes a lesson after a confirmation', async () => {
    const { user } = await openChapters([ORGANIC]);
    await user.click(screen.getByRole('button', { name: 'Delete lesson 1 of chapter 1' }));
    expect(screen.getByText('Delete lesson 1 of chapter 1 (“Alkanes”)? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete lesson' }));
    const mutation = await resolveOperation(mockEnvironment, 'useChapterActionsDeleteLessonMutation', {
      deleteLesson: { __typename: 'MutationDeleteLessonSuccess', data: { content: course([chapter(1, [ORGANIC.lessons[1]!], 'Organic')]) } },
    });
    expect(mutation.request.variables).toEqual({ input: { id: gid('Lesson', 1) } });
    expect(lessonTitles(1)).toEqual(['1. Alkenes']);
  });
});
