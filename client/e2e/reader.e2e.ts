/**
 * Issue 18 acceptance, in a real browser on a 390 px phone against the built app: a customer pays an
 * ebook through the sandbox, opens it from the success page → /ebook/library → the reader, turns pages
 * by key and by swipe, leaves, and in a new browser context lands on the same page; a signed-out
 * visitor reads the free preview and is asked to buy at its end. axe and the no-sideways-scroll check
 * cover the library and the reader's controls. A course owner, on the same phone, completes a text lesson and a quiz
 * and sees the marks on the course page and in the library.
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { axeViolations, BLOCKING_IMPACTS, describeViolation } from './axe.ts';
import { PHONE } from './browser.ts';
import { addFromProductPage, CONDITION_TIMEOUT_MS, graphql, signIn, useShop } from './shop.ts';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const shop = useShop({
  env: { DEMO_CATALOG: 'true', DEMO_CATALOG_SCALE: '0.02', GRAPHQL_TRUSTED_DOCUMENTS: 'false', PAYMENT_SANDBOX: 'true' },
  dataDirPrefix: 'pathagar-e2e-reader-',
  // Room to build the client first when its build is stale (a slow, shared machine).
  startTimeoutMs: 420_000,
});

async function phonePage(): Promise<Page> {
  const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, hasTouch: true, bypassCSP: true });
  context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
  contexts.push(context);
  return context.newPage();
}

interface DemoEbook {
  path: string;
  slug: string;
  title: string;
  pageCount: number;
  previewPages: number;
}

/** A demo ebook whose PDF is ready (the files are made in the background after start-up) and is not the 300-page one. */
async function readyEbook(request: APIRequestContext): Promise<DemoEbook> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const data = await graphql(
      request,
      `{ products(first: 50, filter: { kinds: [EBOOK] }) { edges { node { path slug title ... on Ebook { pageCount previewPages readerAccess } } } } }`,
    );
    const ready = data.products.edges
      .map((edge: { node: DemoEbook & { readerAccess: string } }) => edge.node)
      .find((node: DemoEbook & { readerAccess: string }) => node.readerAccess === 'PREVIEW' && node.pageCount < 100);
    if (ready) return ready;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('No demo ebook got its PDF within two minutes');
}

/** Waits until the reader has drawn page `n` on its canvas (pdf.js's render promise settled). */
const renderedPage = (page: Page, n: number) => page.locator(`.reader[data-rendered-page="${n}"]`).waitFor();

/** Adds the product from its page and pays for it through the sandbox gateway; the browser is then on its way to the success page. */
async function payThroughSandbox(page: Page, product: { path: string; title: string }, name: string) {
  await addFromProductPage(page, product);
  await page.goto('/cart/checkout');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Phone number').fill('01712345678');
  await page.getByRole('radio', { name: /^SSLCommerz/ }).check();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL('**/payments/sandbox/pay/**');
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function swipeLeft(page: Page) {
  const stage = (await page.locator('.reader__stage').boundingBox())!;
  const y = stage.y + stage.height / 2;
  await page.mouse.move(stage.x + stage.width - 40, y);
  await page.mouse.down();
  await page.mouse.move(stage.x + 60, y, { steps: 8 });
  await page.mouse.up();
}

async function checkAccessibleAndNarrow(page: Page, label: string) {
  const blocking = (await axeViolations(page)).filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')).map((v) => describeViolation(label, v));
  expect(blocking).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('the ebook reader on a phone', () => {
  let ebook: DemoEbook;

  it('a customer pays an ebook, opens it from the success page through the library, and turns pages by key and swipe', async () => {
    const page = await phonePage();
    await page.goto('/auth/login');
    await signIn(page, '01700000004', 'fresh123');
    const updated = await page.context().request.post('/api/auth/update', { data: { phone: '01700000004', hsc_batch: 'HSC 2026' } });
    expect(updated.status()).toBe(200);
    ebook = await readyEbook(page.context().request);

    await payThroughSandbox(page, ebook, 'Reader Shopper');
    await page.waitForURL(/\/ebook\/payment\/[^/]+\/success$/);

    await page.getByRole('link', { name: 'Open my library' }).click();
    await page.waitForURL('**/ebook/library');
    const item = page.getByRole('listitem', { name: ebook.title });
    await item.getByText('Not started').waitFor();
    await checkAccessibleAndNarrow(page, 'library');

    await item.getByRole('link', { name: 'Start reading' }).click();
    await page.waitForURL(`**/ebook/${ebook.slug}/read`);
    await renderedPage(page, 1);
    await page.keyboard.press('ArrowRight');
    await renderedPage(page, 2);
    // The built client sends persisted documents ({ documentId, variables }): the save is known by its variables.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.ok() && (response.request().postDataJSON() as { variables?: { input?: { page?: number } } } | null)?.variables?.input?.page === 3,
    );
    await swipeLeft(page);
    await renderedPage(page, 3);
    await page.getByText(`Page 3 of ${ebook.pageCount}`).waitFor();
    await saved;
    await checkAccessibleAndNarrow(page, 'reader');
    // The buttons turn pages too; zooming in draws the page wider than the screen, fit to width brings it back.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await renderedPage(page, 4);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await renderedPage(page, 3);
    const pageWidth = () => page.locator('.reader canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);
    const fitted = await pageWidth();
    expect(fitted).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction((width) => document.querySelector('.reader canvas')!.getBoundingClientRect().width > width * 1.2, fitted);
    expect(await page.getByRole('button', { name: 'Fit to width' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Fit to width' }).click();
    await page.waitForFunction((width) => Math.abs(document.querySelector('.reader canvas')!.getBoundingClientRect().width - width) < 2, fitted);
    expect(await page.getByRole('button', { name: 'Fit to width' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Dark reading mode' }).click();
    await page.locator('.reader--dark').waitFor();
    await page.getByRole('button', { name: 'Contents' }).click();
    await page.getByRole('dialog', { name: 'Contents' }).getByRole('button').first().waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  }, 300_000);

  it('comes back in a new browser context to the same page', async () => {
    const page = await phonePage();
    await page.goto('/auth/login');
    await signIn(page, '01700000004', 'fresh123');
    await page.goto('/ebook/library');
    const item = page.getByRole('listitem', { name: ebook.title });
    await item.getByText(`page 3 of ${ebook.pageCount}`, { exact: false }).waitFor();
    await item.getByRole('link', { name: 'Continue reading' }).click();
    await renderedPage(page, 3);
    await page.getByText(`Page 3 of ${ebook.pageCount}`).waitFor();
  }, 120_000);

  it('a signed-out visitor reads the free preview and is asked to buy at its end', async () => {
    const page = await phonePage();
    await page.goto(`/ebook/${ebook.slug}/read`);
    await page.getByText('free preview').waitFor();
    await renderedPage(page, 1);
    await page.getByText(`Page 1 of ${ebook.previewPages}`).waitFor();
    await page.keyboard.press('End');
    await renderedPage(page, ebook.previewPages);
    const buy = page.getByRole('region', { name: 'That is the end of the free preview' });
    await buy.waitFor();
    expect(await buy.getByRole('link', { name: 'Buy this ebook' }).getAttribute('href')).toBe(ebook.path);
    await checkAccessibleAndNarrow(page, 'reader preview');
  }, 120_000);

  it("shows page 1 from the first HTML (the server's image of it), and pdf.js draws it in the same place, under the shop's real policy", async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, hasTouch: true });
    context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
    contexts.push(context);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // The book's bytes come late, as on slow data: the image has to carry the page meanwhile.
    await page.route('**/files/ebooks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const html = await (await context.request.get(`/ebook/${ebook.slug}/read`)).text();
    expect(html).toMatch(/<img class="reader__page reader__first-page" data-first-page="" src="data:image\/webp;base64,/);

    await page.goto(`/ebook/${ebook.slug}/read`, { waitUntil: 'commit' });
    const image = page.locator('img[data-first-page]');
    await image.waitFor();
    await image.evaluate((element) => element.setAttribute('data-e2e-first', ''));
    expect(await image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth))).toBe(800);
    // The app has taken over (its page count is live) and shows that very element in its stage.
    await page.locator('.reader__stage .reader__stand-in img[data-e2e-first]').waitFor();
    const imageBox = (await page.locator('img[data-e2e-first]').boundingBox())!;
    await renderedPage(page, 1);
    expect(await page.locator('img[data-first-page]').count()).toBe(0);
    const canvasBox = (await page.locator('canvas.reader__page').boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(canvasBox[side] - imageBox[side])).toBeLessThanOrEqual(2);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0))).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    expect(refused).toEqual([]);
  }, 120_000);
});

describe('in-book search of a Bangla demo ebook on a phone (390×844, device scale 3)', () => {
  it('finds কোষ on its pages, with snippets in logical order, and each demo ebook has pages of its own', async () => {
    const context = await shop.browser.newContext({ baseURL: shop.server.url, viewport: PHONE, deviceScaleFactor: 3, hasTouch: true, bypassCSP: true });
    context.setDefaultTimeout(CONDITION_TIMEOUT_MS);
    contexts.push(context);
    const page = await context.newPage();
    // A Bangla biology ebook whose PDF is ready (each demo ebook's PDF is made from its own title).
    const deadline = Date.now() + 180_000;
    let book: DemoEbook | undefined;
    while (!book && Date.now() < deadline) {
      const data = await graphql(
        context.request,
        `{ products(first: 100, filter: { kinds: [EBOOK] }) { edges { node { path slug title ... on Ebook { pageCount previewPages readerAccess } } } } }`,
      );
      book = data.products.edges
        .map((edge: { node: DemoEbook & { readerAccess: string } }) => edge.node)
        .find((node: DemoEbook & { readerAccess: string }) => node.readerAccess === 'PREVIEW' && /জীববিজ্ঞান/.test(node.title) && node.pageCount < 100);
      if (!book) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    if (!book) throw new Error('No Bangla biology demo ebook got its PDF within three minutes');

    await page.goto(`/ebook/${book.slug}/read`);
    await renderedPage(page, 1);
    await page.getByRole('button', { name: 'Search in the book' }).click();
    const search = page.getByRole('dialog', { name: 'Search in the book' });
    await search.getByLabel('Words to find').fill('কোষ');
    await search.getByRole('button', { name: 'Find' }).click();
    await search.getByText(/page\(s\) found/).waitFor();
    const hits = search.getByRole('listitem');
    expect(await hits.count()).toBeGreaterThanOrEqual(2);
    const snippets = await hits.allInnerTexts();
    for (const snippet of snippets) {
      expect(snippet).toContain('কোষ');
      // No word starts with a vowel sign (what a visual-order text layer reads like when not reordered).
      expect(snippet).not.toMatch(/(^|[\s…])[\u09BE-\u09CC]/u);
      expect(snippet).not.toContain('েকাষ');
    }
    // The contents list the book's own chapters: a biology book's, not a physics book's.
    expect(snippets.join(' ')).toContain('কোষ ও এর গঠন');
    await checkAccessibleAndNarrow(page, 'reader search');
    // "p. 3" keeps its number on the same line: the space is a no-break one (\s matches it).
    const target = Number(/p\.\s(\d+)/.exec(snippets[snippets.length - 1]!)![1]);
    await hits.last().getByRole('button').click();
    await renderedPage(page, target);
  }, 300_000);
});

interface DemoCourse {
  path: string;
  title: string;
  chapters: { lessons: { id: string; title: string; kind: string }[] }[];
}

/** Waits until the owner is served the PDF lesson's file (the demo PDFs are written in the background after start-up). */
async function lessonFileReady(request: APIRequestContext, lessonId: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await request.get(`/files/lessons/${lessonId}`, { headers: { range: 'bytes=0-0' } })).status() === 206) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The demo lesson PDF was not served within two minutes');
}

/** A lesson's row in the course outline (the first, should a title repeat in another chapter). */
const lessonItem = (outline: Locator, title: string) =>
  outline.locator('li.course-lesson').filter({ has: outline.page().getByRole('button', { name: title, exact: true }) }).first();

describe('a course on a phone', () => {
  it('a course owner opens the course from the success page, completes a text lesson and a quiz, reads a PDF lesson, and sees the marks there and in the library', async () => {
    const page = await phonePage();
    await page.goto('/auth/login');
    await signIn(page, '01700000003', 'customer123');
    const data = await graphql(
      page.context().request,
      `{ products(first: 50, filter: { kinds: [CONTENT] }) { edges { node { path title ... on Content { chapters { lessons { id title kind } } } } } } }`,
    );
    const courses: DemoCourse[] = data.products.edges.map((edge: { node: DemoCourse }) => edge.node);
    const lessonsOf = (course: DemoCourse) => course.chapters.flatMap((chapter) => chapter.lessons);
    const course = courses.find((c) => ['TEXT', 'QUIZ', 'PDF'].every((kind) => lessonsOf(c).some((l) => l.kind === kind)));
    if (!course) throw new Error('No demo course has a text lesson, a quiz and a PDF lesson');
    const text = lessonsOf(course).find((l) => l.kind === 'TEXT')!;
    const quiz = lessonsOf(course).find((l) => l.kind === 'QUIZ')!;
    const pdf = lessonsOf(course).find((l) => l.kind === 'PDF')!;
    const total = lessonsOf(course).length;

    await payThroughSandbox(page, course, 'Course Learner');
    await page.waitForURL(/\/content\/payment\/[^/]+\/success$/);
    await page.getByRole('link', { name: `Open the course ${course.title}` }).click();
    await page.waitForURL((url) => url.pathname === course.path);
    const outline = page.getByRole('region', { name: 'Your lessons' });
    await outline.getByText(`0 of ${total} lessons completed (0%)`).waitFor();

    const textLesson = lessonItem(outline, text.title);
    await textLesson.getByRole('button', { name: text.title, exact: true }).click();
    await textLesson.locator('.lesson-view__text').waitFor();
    await textLesson.getByRole('button', { name: 'Mark as completed' }).click();
    await textLesson.getByText('✓ Completed').waitFor();
    await outline.getByText(`1 of ${total} lessons completed`, { exact: false }).waitFor();
    await textLesson.getByRole('button', { name: text.title, exact: true }).click();

    const quizLesson = lessonItem(outline, quiz.title);
    await quizLesson.getByRole('button', { name: quiz.title, exact: true }).click();
    // The demo quiz: the first, second and first options are right.
    await quizLesson.getByRole('radio', { name: 'Write down what is given and what is asked' }).click();
    await quizLesson.getByRole('radio', { name: '10', exact: true }).click();
    await quizLesson.getByRole('radio', { name: "Solving the previous years' board questions" }).click();
    await quizLesson.getByRole('button', { name: 'Submit answers' }).click();
    await quizLesson.getByRole('status').getByText('Your score: 3 of 3', { exact: false }).waitFor();
    await quizLesson.getByText('✓ Completed').waitFor();
    await outline.getByText(`2 of ${total} lessons completed`, { exact: false }).waitFor();
    await checkAccessibleAndNarrow(page, 'course lessons');
    await quizLesson.getByRole('button', { name: quiz.title, exact: true }).click();

    // A PDF lesson opens in the reader, from the course's own file address (its demo PDF is written after start-up).
    await lessonFileReady(page.context().request, pdf.id);
    const pdfLesson = lessonItem(outline, pdf.title);
    await pdfLesson.getByRole('button', { name: pdf.title, exact: true }).click();
    await pdfLesson.getByRole('link', { name: 'Open PDF' }).click();
    await page.waitForURL(`**/content/lesson/${pdf.id}/read`);
    await renderedPage(page, 1);
    await page.keyboard.press('ArrowRight');
    await renderedPage(page, 2);
    await checkAccessibleAndNarrow(page, 'PDF lesson');
    await page.getByRole('link', { name: /Course/ }).click();
    await page.waitForURL((url) => url.pathname === course.path);

    // The marks are the server's: a fresh load shows them, and the library lists the course with them.
    await page.reload();
    await page.getByRole('region', { name: 'Your lessons' }).getByText(`2 of ${total} lessons completed`, { exact: false }).waitFor();
    await page.goto('/ebook/library');
    const mine = page.getByRole('region', { name: 'My courses' });
    await mine.getByRole('link', { name: course.title }).waitFor();
    await mine.getByText(`2 of ${total} lessons completed`, { exact: false }).waitFor();
    await checkAccessibleAndNarrow(page, 'library with a course');
  }, 300_000);
});
