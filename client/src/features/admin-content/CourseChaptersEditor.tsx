import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CourseChaptersEditor_content$key } from '../../__generated__/CourseChaptersEditor_content.graphql.ts';
import type { CourseChaptersEditorCreateChapterMutation } from '../../__generated__/CourseChaptersEditorCreateChapterMutation.graphql.ts';
import type { CourseChaptersEditorReorderChaptersMutation } from '../../__generated__/CourseChaptersEditorReorderChaptersMutation.graphql.ts';
import { Announcement, EmptyState } from '../../components/ui/index.ts';
import { useMoveFocus, type MoveBy } from '../catalog-admin/MoveButtons.tsx';
import { CourseChapterCard } from './CourseChapterCard.tsx';
import { ChapterTitleForm } from './CourseItemForms.tsx';
import { minutesLabel, moveInOrder, useCourseSave } from './course-saves.ts';
import './CourseChaptersEditor.css';

// Both are course saves (course-saves.ts); a chapter's own actions and its lessons' are in use-chapter-actions.ts.
const createChapterMutation = graphql`
  mutation CourseChaptersEditorCreateChapterMutation($input: CreateChapterInput!) {
    createChapter(input: $input) { __typename ... on MutationCreateChapterSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } ... on ValidationError { fields { field message } } }
  }
`;

const reorderChaptersMutation = graphql`
  mutation CourseChaptersEditorReorderChaptersMutation($input: ReorderChaptersInput!) {
    reorderChapters(input: $input) { __typename ... on MutationReorderChaptersSuccess { data { content { ...CourseChaptersEditor_content } } } ... on Error { message } ... on ValidationError { fields { field message } } }
  }
`;

/**
 * A course's chapters in order, each with its lessons in order: add, rename and delete (after a
 * confirmation) chapters and lessons, and move either up or down with buttons. Every change is
 * saved at once; the list then shows the order the server keeps.
 */
export function CourseChaptersEditor({ content: key }: { content: CourseChaptersEditor_content$key }) {
  const content = useFragment(
    graphql`
      fragment CourseChaptersEditor_content on Content {
        id
        title
        totalMinutes
        chapters {
          id
          ...CourseChapterCard_chapter
        }
      }
    `,
    key,
  );
  const chapters = content.chapters;
  const [announcement, setAnnouncement] = useState('');
  const createChapter = useCourseSave<CourseChaptersEditorCreateChapterMutation>(createChapterMutation);
  const reorderChapters = useCourseSave<CourseChaptersEditorReorderChaptersMutation>(reorderChaptersMutation);
  const focus = useMoveFocus(chapters);

  const moveChapter = (index: number, by: MoveBy) =>
    moveInOrder(chapters, index, by, (chapterIds) => reorderChapters.withToast({ contentId: content.id, chapterIds }, 'Could not move the chapter'), {
      focus,
      announce: (position, count) => setAnnouncement(`Moved the chapter to position ${position} of ${count}.`),
    });

  return (
    <div className="course-editor">
      <Announcement message={announcement} />
      {chapters.length === 0 ? (
        <EmptyState titleAs="p" title="No chapters yet." description="Add the first chapter below, then its lessons." />
      ) : (
        <>
          <p className="course-editor__muted">
            {chapters.length} chapter{chapters.length === 1 ? '' : 's'} · {minutesLabel(content.totalMinutes)} in all
          </p>
          <ol className="chapter-list" aria-label="Chapters">
            {chapters.map((chapter, index) => (
              <CourseChapterCard
                key={chapter.id}
                chapter={chapter}
                index={index}
                count={chapters.length}
                moveDisabled={reorderChapters.pending}
                focus={focus}
                onMove={(by) => void moveChapter(index, by)}
                announce={setAnnouncement}
              />
            ))}
          </ol>
        </>
      )}
      <section className="course-editor__add" aria-label="Add a chapter">
        <h2>Add a chapter</h2>
        <ChapterTitleForm
          name="New chapter"
          submitLabel="Add chapter"
          onSave={(title) =>
            createChapter.forForm({ contentId: content.id, title }, () => setAnnouncement(`Added chapter ${chapters.length + 1}, “${title}”.`))
          }
        />
      </section>
    </div>
  );
}
