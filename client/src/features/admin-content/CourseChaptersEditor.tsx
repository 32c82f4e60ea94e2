import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CourseChaptersEditor_content$key } from '../../__generated__/CourseChaptersEditor_content.graphql.ts';
import type { CourseChaptersEditorCreateChapterMutation } from '../../__generated__/CourseChaptersEditorCreateChapterMutation.graphql.ts';
import type { CourseChaptersEditorReorderChaptersMutation } from '../../__generated__/CourseChaptersEditorReorderChaptersMutation.graphql.ts';
import { EmptyState } from '../../components/ui/index.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { movedOrder, useMoveFocus, type MoveBy } from '../catalog-admin/MoveButtons.tsx';
import { CourseChapterCard } from './CourseChapterCard.tsx';
import { ChapterTitleForm } from './CourseItemForms.tsx';
import { minutesLabel, saveForForm, saveWithToast } from './course-saves.ts';
import './CourseChaptersEditor.css';

// Both mutations answer with the course as it now is, so the store (and the screen) shows the
// server's order and totals: no guessing on the client. A chapter's own actions and its lessons'
// are in use-chapter-actions.ts.
const createChapterMutation = graphql`
  mutation CourseChaptersEditorCreateChapterMutation($input: CreateChapterInput!) {
    createChapter(input: $input) {
      __typename
      ... on MutationCreateChapterSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
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

const reorderChaptersMutation = graphql`
  mutation CourseChaptersEditorReorderChaptersMutation($input: ReorderChaptersInput!) {
    reorderChapters(input: $input) {
      __typename
      ... on MutationReorderChaptersSuccess {
        data {
          content {
            ...CourseChaptersEditor_content
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
  const [createChapter] = useMutationPromise<CourseChaptersEditorCreateChapterMutation>(createChapterMutation);
  const [reorderChapters, reordering] = useMutationPromise<CourseChaptersEditorReorderChaptersMutation>(reorderChaptersMutation);
  const focus = useMoveFocus(chapters);

  const moveChapter = async (index: number, by: MoveBy) => {
    const moved = chapters[index]!.id;
    const chapterIds = movedOrder(chapters.map((chapter) => chapter.id), index, by);
    const done = await saveWithToast(
      () => reorderChapters({ input: { contentId: content.id, chapterIds } }),
      (response) => response.reorderChapters,
      'MutationReorderChaptersSuccess',
      'Could not move the chapter',
    );
    if (!done) return;
    setAnnouncement(`Moved the chapter to position ${index + by + 1} of ${chapterIds.length}.`);
    focus.focusMoved(moved, by, index + by, chapterIds.length);
  };

  return (
    <div className="course-editor">
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
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
                moveDisabled={reordering}
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
          onSave={async (title) => {
            const problem = await saveForForm(
              () => createChapter({ input: { contentId: content.id, title } }),
              (response) => response.createChapter,
              'MutationCreateChapterSuccess',
            );
            if (!problem) setAnnouncement(`Added chapter ${chapters.length + 1}, “${title}”.`);
            return problem;
          }}
        />
      </section>
    </div>
  );
}
