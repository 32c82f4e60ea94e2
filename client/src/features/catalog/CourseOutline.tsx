import { graphql, useFragment } from 'react-relay';
import type { CourseFacts_content$key } from '../../__generated__/CourseFacts_content.graphql.ts';
import { Badge } from '../../components/ui/index.ts';
import type { CourseOutline_content$key } from '../../__generated__/CourseOutline_content.graphql.ts';
import { ProductFacts } from './ProductFacts.tsx';
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

/** A course's outline: chapters of lessons with their kind, duration and free-preview mark (lesson bodies stay private). */
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
    <section className="product-section course-outline" aria-labelledby="course-outline">
      <h2 id="course-outline">Course outline</h2>
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
                  {chapter.lessons.map((lesson) => (
                    <li key={lesson.id} className="course-lesson">
                      <span className="course-lesson__kind">{LESSON_KIND[lesson.kind] ?? lesson.kind}</span>
                      <span className="course-lesson__title">{lesson.title}</span>
                      {lesson.freePreview && <Badge tone="success">Free preview</Badge>}
                      {lesson.durationMinutes > 0 && <span className="course-lesson__duration">{formatMinutes(lesson.durationMinutes)}</span>}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
