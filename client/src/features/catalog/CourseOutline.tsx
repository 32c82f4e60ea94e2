import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CourseFacts_content$key } from '../../__generated__/CourseFacts_content.graphql.ts';
import { Badge } from '../../components/ui/index.ts';
import type { CourseOutline_content$key } from '../../__generated__/CourseOutline_content.graphql.ts';
import { LessonView } from '../courses/LessonView.tsx';
import { useSession } from '../session/session-store.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { COURSE_LESSONS_ANCHOR } from './PurchaseArea.tsx';
import { formatMinutes, plural } from './product-text.ts';

const LESSON_KIND: Record<string, string> = { VIDEO: 'Video', PDF: 'PDF', TEXT: 'Reading', QUIZ: 'Quiz' };

/** A course's facts for the top of its page: HSC batch, instructor, total time and how many lessons. */
export function CourseFacts({ content }: { content: CourseFacts_content$key }) {
  const data = useFragment(
    graphql`
      fragment CourseFacts_content on Content {
        hscBatch
        instructor
        totalMinutes
        chapters {
          lessons {
            id
          }
        }
      }
    `,
    content,
  );
  const lessons = data.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <ProductFacts
      caption="Course details"
      facts={[
        ['HSC batch', data.hscBatch],
        ['Instructor', data.instructor],
        ['Total time', data.totalMinutes > 0 ? formatMinutes(data.totalMinutes) : null],
        ['Lessons', data.chapters.length > 0 ? `${plural(lessons, 'lesson')} in ${plural(data.chapters.length, 'chapter')}` : null],
      ]}
    />
  );
}

/**
 * A course's outline: chapters of lessons with their kind, duration and free-preview mark. Lessons the
 * viewer may open (all of them for an owner, free previews for everyone) open in place; an owner
 * sees their progress and a completion mark on each done lesson. Locked lessons show no body: the
 * server sends none.
 */
export function CourseOutline({ content }: { content: CourseOutline_content$key }) {
  const data = useFragment(
    graphql`
      fragment CourseOutline_content on Content {
        viewerOwns
        viewerProgress {
          completedLessons
          totalLessons
          percent
        }
        chapters {
          id
          title
          position
          lessons {
            id
            title
            kind
            position
            durationMinutes
            freePreview
            locked
            completed
            ...LessonView_lesson
          }
        }
      }
    `,
    content,
  );
  const signedIn = useSession().user !== null;
  const [open, setOpen] = useState<string | null>(null);
  const progress = data.viewerProgress;
  return (
    <section className="product-section course-outline" aria-labelledby={`${COURSE_LESSONS_ANCHOR}-title`} id={COURSE_LESSONS_ANCHOR}>
      <h2 id={`${COURSE_LESSONS_ANCHOR}-title`}>{data.viewerOwns ? 'Your lessons' : 'Course outline'}</h2>
      {data.viewerOwns && progress.totalLessons > 0 && (
        <p className="course-progress">
          <progress className="course-progress__bar" max={progress.totalLessons} value={progress.completedLessons} aria-label="Course progress" />{' '}
          {progress.completedLessons} of {plural(progress.totalLessons, 'lesson')} completed ({progress.percent}%)
        </p>
      )}
      {data.chapters.length === 0 ? (
        <p className="course-outline__none">The chapters of this course will be listed here soon.</p>
      ) : (
        <ol className="course-outline__chapters">
          {data.chapters.map((chapter) => {
            const minutes = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
            return (
              <li key={chapter.id} className="course-chapter">
                <h3 className="course-chapter__title">
                  {chapter.title}
                  <span className="course-chapter__meta">
                    {plural(chapter.lessons.length, 'lesson')}
                    {minutes > 0 && ` · ${formatMinutes(minutes)}`}
                  </span>
                </h3>
                <ol className="course-chapter__lessons">
                  {chapter.lessons.map((lesson) => {
                    const expanded = open === lesson.id;
                    return (
                      <li key={lesson.id} className="course-lesson">
                        <span className="course-lesson__kind">{LESSON_KIND[lesson.kind] ?? lesson.kind}</span>
                        {lesson.locked ? (
                          <span className="course-lesson__title">{lesson.title}</span>
                        ) : (
                          <button
                            type="button"
                            className="course-lesson__title course-lesson__open"
                            aria-expanded={expanded}
                            aria-controls={`lesson-${lesson.id}`}
                            onClick={() => setOpen(expanded ? null : lesson.id)}
                          >
                            {lesson.title}
                          </button>
                        )}
                        {lesson.completed && <span className="course-lesson__mark">✓ Completed</span>}
                        {lesson.freePreview && !data.viewerOwns && <Badge tone="success">Free preview</Badge>}
                        {lesson.locked && <span className="course-lesson__locked">Buy the course to open</span>}
                        {lesson.durationMinutes > 0 && <span className="course-lesson__duration">{formatMinutes(lesson.durationMinutes)}</span>}
                        {expanded && (
                          <div id={`lesson-${lesson.id}`} className="lesson-view__panel">
                            <LessonView lesson={lesson} signedIn={signedIn && data.viewerOwns} />
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
