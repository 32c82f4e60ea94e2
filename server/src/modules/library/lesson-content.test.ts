/** Lesson bodies read safely: which video addresses play, quiz JSON checked, and the demo courses' lessons all playable. */
import { generateDemoCatalog } from '../catalog/demo/generate.ts';
import { DEMO_EBOOK_FILES } from './demo-ebook-files.ts';
import { parseQuiz, quizProblem, scoreQuiz, videoEmbed } from './lesson-content.ts';

it('embeds only https YouTube and Vimeo addresses and our own video files', () => {
  expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ provider: 'YOUTUBE', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ?t=3')).toEqual({ provider: 'YOUTUBE', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
  expect(videoEmbed('https://player.vimeo.com/video/76979871')).toEqual({ provider: 'VIMEO', embedUrl: 'https://player.vimeo.com/video/76979871' });
  expect(videoEmbed('/files/videos/intro.mp4')).toEqual({ provider: 'FILE', embedUrl: '/files/videos/intro.mp4' });
  for (const refused of [
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://user:pw@vimeo.com/76979871',
    'https://vimeo.com/not-a-number',
    '/files/../secrets/x.mp4',
    '/files/ebooks/book.pdf',
    'https://video.pathagar.test/demo/x.m3u8',
  ]) {
    expect([refused, videoEmbed(refused)]).toEqual([refused, null]);
  }
});

it('checks quiz JSON and scores answers', () => {
  const body = JSON.stringify({ questions: [{ prompt: 'Q', options: ['a', 'b'], answer: 1 }] });
  expect(quizProblem(body)).toBeNull();
  expect(scoreQuiz(parseQuiz(body)!, [1])).toEqual({ score: 1, total: 1, correct: [true] });
  expect(quizProblem('not json')).toMatch(/A quiz is JSON/);
  expect(quizProblem(JSON.stringify({ questions: [{ prompt: 'Q', options: ['a', 'b'], answer: 2 }] }))).toBe('Question 1: the answer must be one of its options');
  expect(quizProblem(JSON.stringify({ questions: [] }))).toBe('A quiz needs at least one question');
  expect(parseQuiz('{"questions":[{"prompt":"Q","options":["a"],"answer":0}]}')).toBeNull();
});

it('gives every demo course lesson a playable body', () => {
  const { lessons } = generateDemoCatalog();
  expect(new Set(lessons.map((l) => l.kind))).toEqual(new Set(['VIDEO', 'TEXT', 'PDF', 'QUIZ']));
  const unplayable = lessons.filter((l) =>
    l.kind === 'VIDEO'
      ? videoEmbed(l.body) === null
      : l.kind === 'QUIZ'
        ? parseQuiz(l.body) === null
        : l.kind === 'PDF'
          ? l.body !== DEMO_EBOOK_FILES.english.key // the PDF written on the first start
          : l.body.trim().length === 0,
  );
  expect(unplayable).toEqual([]);
  // Their PDF is a paid demo ebook's: no free preview gives it away.
  expect(lessons.filter((l) => l.kind === 'PDF' && l.freePreview)).toEqual([]);
});
