import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LessonView_lesson$key } from '../../__generated__/LessonView_lesson.graphql.ts';
import type { LessonViewCompleteMutation } from '../../__generated__/LessonViewCompleteMutation.graphql.ts';
import type { LessonViewSubmitQuizMutation } from '../../__generated__/LessonViewSubmitQuizMutation.graphql.ts';
import { Button, FormError, Radio, RadioGroup } from '../../components/ui/index.ts';
import { toast } from '../../components/toast/toast-store.ts';
import { errorToast, failureToast } from '../../relay/mutation-result.ts';
import { useMutationPromise } from '../../relay/use-mutation-promise.ts';
import { MarkdownView } from '../../components/MarkdownView.tsx';
import { formatNumber } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useRichT } from '../../i18n/rich-text.tsx';
import './courses.css';

const completeMutation = graphql`
  mutation LessonViewCompleteMutation($input: CompleteLessonInput!) {
    completeLesson(input: $input) {
      __typename
      ... on MutationCompleteLessonSuccess {
        lesson {
          id
          completed
          course {
            id
            viewerProgress {
              completedLessons
              totalLessons
              percent
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const submitQuizMutation = graphql`
  mutation LessonViewSubmitQuizMutation($input: SubmitQuizInput!) {
    submitQuiz(input: $input) {
      __typename
      ... on MutationSubmitQuizSuccess {
        lesson {
          id
          completed
          ...LessonView_lesson
          course {
            id
            viewerProgress {
              completedLessons
              totalLessons
              percent
            }
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** One lesson opened in place: its video, text, PDF link or quiz, and (for signed-in learners) the done mark. */
export function LessonView({ lesson: key, signedIn }: { lesson: LessonView_lesson$key; signedIn: boolean }) {
  const lesson = useFragment(
    graphql`
      fragment LessonView_lesson on Lesson {
        id
        title
        completed
        content {
          __typename
          ... on VideoLessonContent {
            provider
            embedUrl
          }
          ... on TextLessonContent {
            markdown
          }
          ... on PdfLessonContent {
            readerPath
          }
          ... on QuizLessonContent {
            questions {
              prompt
              options
            }
            viewerResult {
              score
              bestScore
              total
              attempts
              answers
              correct
              explanations
            }
          }
        }
      }
    `,
    key,
  );
  const [complete, completing] = useMutationPromise<LessonViewCompleteMutation>(completeMutation);
  const t = useT();
  const rich = useRichT();
  const content = lesson.content;
  if (!content) return null;

  const toggleDone = async () => {
    try {
      const { completeLesson: result } = await complete({ input: { lessonId: lesson.id, completed: !lesson.completed } });
      const problem = failureToast(result, 'MutationCompleteLessonSuccess', t('library.lesson.notSaved'));
      if (problem) toast(problem);
    } catch (error) {
      toast(errorToast(error as Error, t('library.lesson.notSaved')));
    }
  };

  return (
    <div className="lesson-view">
      {content.__typename === 'VideoLessonContent' &&
        (content.embedUrl ? (
          content.provider === 'FILE' ? (
            <video className="lesson-view__video" controls preload="metadata" src={content.embedUrl}>
              <track kind="captions" />
            </video>
          ) : (
            <div className="lesson-view__frame">
              <iframe
                title={t('library.lesson.video', { title: lesson.title })}
                src={content.embedUrl}
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
                loading="lazy"
              />
            </div>
          )
        ) : (
          <p className="lesson-view__muted">{t('library.lesson.videoUnavailable')}</p>
        ))}
      {content.__typename === 'TextLessonContent' && <MarkdownView source={content.markdown} className="markdown lesson-view__text" />}
      {content.__typename === 'PdfLessonContent' && (
        <p>
          {rich('library.lesson.openPdf', {}, { open: <Link to={content.readerPath} className="lesson-view__pdf">
              {t('library.lesson.openPdfLink')}
            </Link> })}
        </p>
      )}
      {content.__typename === 'QuizLessonContent' && (
        <QuizForm lessonId={lesson.id} questions={content.questions} result={content.viewerResult ?? null} signedIn={signedIn} />
      )}
      {signedIn && content.__typename !== 'QuizLessonContent' && (
        <Button onClick={toggleDone} disabled={completing} aria-pressed={lesson.completed}>
          {t(lesson.completed ? 'library.lesson.completedUndo' : 'library.lesson.markCompleted')}
        </Button>
      )}
    </div>
  );
}

interface QuizResult {
  readonly score: number;
  readonly bestScore: number;
  readonly total: number;
  readonly attempts: number;
  readonly answers: readonly number[];
  readonly correct: readonly boolean[];
  readonly explanations: readonly string[];
}

function QuizForm({
  lessonId,
  questions,
  result,
  signedIn,
}: {
  lessonId: string;
  questions: readonly { readonly prompt: string; readonly options: readonly string[] }[];
  result: QuizResult | null;
  signedIn: boolean;
}) {
  const [answers, setAnswers] = useState<number[]>(() => questions.map((_, i) => result?.answers[i] ?? -1));
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const [submit, submitting] = useMutationPromise<LessonViewSubmitQuizMutation>(submitQuizMutation);
  const t = useT();
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { submitQuiz: answer } = await submit({ input: { lessonId, answers } });
      if (answer.__typename !== 'MutationSubmitQuizSuccess') setFailure(('message' in answer ? answer.message : undefined) ?? t('library.quiz.notScored'));
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <form className="quiz" onSubmit={onSubmit} noValidate>
      <ol className="quiz__questions">
        {questions.map((question, i) => (
          <li key={i} className="quiz__question">
            <p id={`${id}-q${i}`} className="quiz__prompt">
              {question.prompt}
            </p>
            <RadioGroup
              aria-labelledby={`${id}-q${i}`}
              value={answers[i]! >= 0 ? String(answers[i]) : ''}
              onValueChange={(value: string) => setAnswers((current) => current.map((a, j) => (j === i ? Number(value) : a)))}
            >
              {question.options.map((option, o) => (
                <Radio key={o} value={String(o)} label={option} />
              ))}
            </RadioGroup>
            {result && result.answers[i] !== undefined && (
              <p className={result.correct[i] ? 'quiz__right' : 'quiz__wrong'}>
                {t(result.correct[i] ? 'library.quiz.right' : 'library.quiz.wrong')} {result.explanations[i]}
              </p>
            )}
          </li>
        ))}
      </ol>
      {result && (
        <p className="quiz__score" role="status">
          {t('library.quiz.score', { score: n(result.score), total: n(result.total), best: n(result.bestScore), attempts: result.attempts })}
        </p>
      )}
      <FormError message={failure} />
      {signedIn ? (
        <Button type="submit" variant="primary" disabled={submitting}>
          {t(submitting ? 'library.quiz.scoring' : result ? 'library.quiz.submitAgain' : 'library.quiz.submit')}
        </Button>
      ) : (
        <p className="lesson-view__muted">{t('library.quiz.signIn')}</p>
      )}
    </form>
  );
}
