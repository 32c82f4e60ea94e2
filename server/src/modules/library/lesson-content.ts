/**
 * What a lesson's stored `body` means for each kind, read safely:
 * - VIDEO: an address, played embedded only when it is an https YouTube or Vimeo address or one of
 *   our own public video files (/files/…mp4|webm); anything else is not played.
 * - TEXT: Markdown (the client renders it through marked and DOMPurify).
 * - PDF: the storage key of a private file, never handed out: the client opens the reader route.
 * - QUIZ: JSON of the shape QUIZ_SCHEMA checks; the answers stay on the server.
 */
import { z } from 'zod';

export type VideoEmbed = { provider: 'YOUTUBE' | 'VIMEO'; embedUrl: string } | { provider: 'FILE'; embedUrl: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const OWN_VIDEO = /^\/files\/[A-Za-z0-9][A-Za-z0-9._/-]{0,300}\.(mp4|webm)$/;

/** The embeddable player address of a stored video address, or null when it is not one we play. */
export function videoEmbed(address: string): VideoEmbed | null {
  const text = address.trim();
  if (OWN_VIDEO.test(text) && !text.includes('..')) return { provider: 'FILE', embedUrl: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = parts[0] ?? null;
  else if (host === 'www.youtube.com' || host === 'youtube.com' || host === 'm.youtube.com' || host === 'www.youtube-nocookie.com') {
    if (parts[0] === 'watch') youtube = url.searchParams.get('v');
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') youtube = parts[1] ?? null;
  }
  if (youtube !== null) return YOUTUBE_ID.test(youtube) ? { provider: 'YOUTUBE', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` } : null;
  let vimeo: string | null = null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') vimeo = parts[0] ?? null;
  else if (host === 'player.vimeo.com' && parts[0] === 'video') vimeo = parts[1] ?? null;
  if (vimeo !== null) return VIMEO_ID.test(vimeo) ? { provider: 'VIMEO', embedUrl: `https://player.vimeo.com/video/${vimeo}` } : null;
  if (url.pathname.startsWith('/files/') && OWN_VIDEO.test(url.pathname) && !url.pathname.includes('..')) {
    // Our own file by its full address: played from this origin's path only.
    return { provider: 'FILE', embedUrl: url.pathname };
  }
  return null;
}

export const QUIZ_SCHEMA = z.object({
  questions: z
    .array(
      z.object({
        prompt: z.string().trim().min(1, 'Every question needs its text').max(1000, 'Keep each question under 1,000 characters'),
        options: z
          .array(z.string().trim().min(1, 'An option cannot be empty').max(300, 'Keep each option under 300 characters'))
          .min(2, 'Every question needs at least 2 options')
          .max(8, 'A question has at most 8 options'),
        answer: z.number().int().min(0),
        explanation: z.string().trim().max(1000).optional().default(''),
      }),
    )
    .min(1, 'A quiz needs at least one question')
    .max(50, 'A quiz has at most 50 questions'),
}).superRefine((quiz, issues) => {
  quiz.questions.forEach((q, i) => {
    if (q.answer >= q.options.length) issues.addIssue({ code: 'custom', path: ['questions', i, 'answer'], message: `Question ${i + 1}: the answer must be one of its options` });
  });
});

export type Quiz = z.output<typeof QUIZ_SCHEMA>;

/** A quiz lesson's questions, or null when the stored body is not a valid quiz. */
export function parseQuiz(body: string): Quiz | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = QUIZ_SCHEMA.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Why a quiz body is not valid (for the staff editor), or null when it is. */
export function quizProblem(body: string): string | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'A quiz is JSON: { "questions": [{ "prompt": "…", "options": ["…", "…"], "answer": 0 }] }';
  }
  const parsed = QUIZ_SCHEMA.safeParse(json);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The quiz is not valid');
}

/** Scores answers (one chosen option index per question; -1 or missing: none) against the quiz. */
export function scoreQuiz(quiz: Quiz, answers: readonly number[]): { score: number; total: number; correct: boolean[] } {
  const correct = quiz.questions.map((q, i) => answers[i] === q.answer);
  return { score: correct.filter(Boolean).length, total: quiz.questions.length, correct };
}
