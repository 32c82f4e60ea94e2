import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { LessonReaderPageQuery } from '../../__generated__/LessonReaderPageQuery.graphql.ts';
import { EmptyState, LinkButton } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { PdfReader } from '../../features/reader/PdfReader.tsx';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query LessonReaderPageQuery($id: ID!) {
    lesson(id: $id) {
      title
      locked
      course {
        title
        path
      }
      content {
        __typename
        ... on PdfLessonContent {
          fileUrl
        }
      }
    }
  }
`;

// Always asked again: whether the viewer may open it changes with their purchases.
export const loader = queryLoader<LessonReaderPageQuery>(query, (params) => ({ id: params.id ?? '' }), 'network-only');

/** /content/lesson/{id}/read (blank layout): a PDF lesson in the ebook reader, for whoever may open the lesson. */
export function Component() {
  const { id = '' } = useParams();
  const { lesson } = useRouteQuery<LessonReaderPageQuery>(query);
  const t = useT();
  usePageHead({ title: lesson ? `${lesson.title} · ${lesson.course.title}` : t('library.lessonPage.title') });
  if (!lesson) return <NotFound />;
  const back = { path: `${lesson.course.path}#course-outline`, label: t('library.lessonPage.back') };
  if (lesson.locked || lesson.content?.__typename !== 'PdfLessonContent') {
    return (
      <EmptyState
        title={t(lesson.locked ? 'library.lessonPage.locked.title' : 'library.lessonPage.notPdf.title')}
        description={lesson.locked ? t('library.lessonPage.locked.body', { course: lesson.course.title }) : t('library.lessonPage.notPdf.body')}
        action={<LinkButton to={lesson.course.path}>{t(lesson.locked ? 'library.lessonPage.locked.action' : 'library.lessonPage.notPdf.action')}</LinkButton>}
      />
    );
  }
  return (
    <PdfReader
      key={id}
      title={lesson.title}
      fileUrl={lesson.content.fileUrl}
      access="FULL"
      pageCount={0}
      initialPage={1}
      ebookPath={lesson.course.path}
      backTo={back}
    />
  );
}
