import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CourseFacts_content$key } from '../../__generated__/CourseFacts_content.graphql.ts';
import { Badge } from '../../components/ui/index.ts';
import type { CourseOutline_content$data, CourseOutline_content$key } from '../../__generated__/CourseOutline_content.graphql.ts';
import type { CourseOutline_viewer$data, CourseOutline_viewer$key } from '../../__generated__/CourseOutline_viewer.graphql.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT, type MessageId } from '../../i18n/i18n.ts';
import { formatDuration } from '../courses/duration.ts';
import { LessonView } from '../courses/LessonView.tsx';
import { useSession } from '../session/session-store.ts';
import { ProductFacts } from './ProductFacts.tsx';
import { COURSE_LESSONS_ANCHOR } from './PurchaseArea.tsx';
import { WithProductViewer, type ProductViewer } from './product-viewer.tsx';

const LESSON_KIND: Record<string, MessageId> = {
  VIDEO: 'library.course.kind.video',
  PDF: 'library.course.kind.pdf',
  TEXT: 'library.course.kind.text',
  QUIZ: 'library.course.kind.quiz',
};

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
  const t = useT();
  const locale = useLocale();
  const lessons = data.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
  return (
    <ProductFacts
      caption={t('library.course.facts.caption')}
      facts={[
        [t('library.course.facts.batch'), data.hscBatch],
        [t('library.course.facts.instructor'), data.instructor],
        [t('library.course.facts.totalTime'), data.totalMinutes > 0 ? formatDuration(data.totalMinutes, t, locale) : null],
        [
          t('library.course.facts.lessons'),
          data.chapters.length > 0 ? t('library.course.facts.lessonsInChapters', { lessons, chapters: data.chapters.length }) : null,
        ],
      ]}
    />
  );
}

/**
 * A course's outline: chapters of lessons with their kind, duration and free-preview mark. Lessons the
 * viewer may open (all of them for an owner, free previews for everyone) open in place; an owner
 * sees their progress and a completion mark on each done lesson. Locked lessons show no body: the
 * server sends none. The chapters and lessons are catalogue data; what the viewer may open, their
 * progress and lesson bodies come from the page's per-user query (product-viewer.tsx): until it
 * answers, the lessons are listed without marks or buttons.
 */
export function CourseOutline({ content }: { content: CourseOutline_content$key }) {
  const data = useFragment(
    graphql`
      fragment CourseOutline_content on Content {
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
          }
        }
      }
    `,
    content,
  );
  return (
    <WithProductViewer pending={<Outline chapters={data.chapters} viewer={null} />}>
      {(viewer) => <OutlineWithViewer chapters={data.chapters} viewer={viewer} />}
    </WithProductViewer>
  );
}

function OutlineWithViewer({ chapters, viewer }: { chapters: Chapters; viewer: ProductViewer | null }) {
  const data = useFragment(
    graphql`
      fragment CourseOutline_viewer on Content {
        viewerOwns
        viewerProgress {
          completedLessons
          totalLessons
          percent
        }
        chapters {
          lessons {
            id
            locked
            completed
            ...LessonView_lesson
          }
        }
      }
    `,
    (viewer?.course ?? null) as CourseOutline_viewer$key | null,
  );
  return <Outline chapters={chapters} viewer={data ?? null} />;
}

type Chapters = CourseOutline_content$data['chapters'];
type ViewerData = CourseOutline_viewer$data;

function Outline({ chapters, viewer }: { chapters: Chapters; viewer: ViewerData | null }) {
  const t = useT();
  const locale = useLocale();
  const signedIn = useSession().user !== null;
  const [open, setOpen] = useState<string | null>(null);
  const owns = viewer?.viewerOwns ?? false;
  const progress = viewer?.viewerProgress;
  const mine = new Map(viewer?.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => [lesson.id, lesson] as const)));
  return (
    <section className="product-section course-outline" aria-labelledby={`${COURSE_LESSONS_ANCHOR}-title`} id={COURSE_LESSONS_ANCHOR}>
      <h2 id={`${COURSE_LESSONS_ANCHOR}-title`}>{t(owns ? 'library.course.yourLessons' : 'library.course.outline')}</h2>
      {owns && progress && progress.totalLessons > 0 && (
        <p className="course-progress">
          <progress className="course-progress__bar" max={progress.totalLessons} value={progress.completedLessons} aria-label={t('library.course.progressLabel')} />{' '}
          {t('library.courses.progress', {
            completed: formatNumber(progress.completedLessons, locale),
            total: progress.totalLessons,
            percent: formatNumber(progress.percent, locale),
          })}
        </p>
      )}
      {chapters.length === 0 ? (
        <p className="course-outline__none">{t('library.course.noChapters')}</p>
      ) : (
        <ol className="course-outline__chapters">
          {chapters.map((chapter) => {
            const minutes = chapter.lessons.reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
            return (
              <li key={chapter.id} className="course-chapter">
                <h3 className="course-chapter__title">
                  {chapter.title}
                  <span className="course-chapter__meta">
                    {t('library.course.lessonCount', { count: chapter.lessons.length })}
                    {minutes > 0 && ` · ${formatDuration(minutes, t, locale)}`}
                  </span>
                </h3>
                <ol className="course-chapter__lessons">
                  {chapter.lessons.map((lesson) => {
                    const expanded = open === lesson.id;
                    // Before the per-user query answers, nothing is known to be open or locked.
                    const own = mine.get(lesson.id);
                    const locked = own ? own.locked : false;
                    return (
                      <li key={lesson.id} className="course-lesson">
                        <span className="course-lesson__kind">{LESSON_KIND[lesson.kind] ? t(LESSON_KIND[lesson.kind]!) : lesson.kind}</span>
                        {!own || locked ? (
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
                        {own?.completed && <span className="course-lesson__mark">{t('library.course.completed')}</span>}
                        {lesson.freePreview && !owns && <Badge tone="success">{t('library.course.freePreview')}</Badge>}
                        {locked && <span className="course-lesson__locked">{t('library.course.locked')}</span>}
                        {lesson.durationMinutes > 0 && <span className="course-lesson__duration">{formatDuration(lesson.durationMinutes, t, locale)}</span>}
                        {expanded && own && (
                          <div id={`lesson-${lesson.id}`} className="lesson-view__panel">
                            <LessonView lesson={own} signedIn={signedIn && owns} />
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
