import { signInAs } from '../../../test/accounts.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { INFO_PAGE_SLUGS, INFO_PAGES } from './info-pages.data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const READ = `query ($slug: String!) {
  infoPage(slug: $slug) {
    __typename
    ... on QueryInfoPageSuccess { data { id slug title body path updatedAt } }
    ... on NotFoundError { what message }
  }
}`;
const UPDATE = `mutation ($input: UpdateInfoPageInput!) {
  updateInfoPage(input: $input) {
    __typename
    ... on MutationUpdateInfoPageSuccess { data { slug title body } }
    ... on ValidationError { fields { field message } }
    ... on NotFoundError { what }
  }
}`;

it('has every info page from the reference data, in footer order', async () => {
  const { data } = await t.graphql(`{ infoPages { slug title path } }`);
  expect(data!.infoPages.map((p: { slug: string }) => p.slug)).toEqual([...INFO_PAGE_SLUGS]);
  expect(data!.infoPages[0]).toEqual({ slug: 'about', title: 'About Pathagar', path: '/info/about' });
  for (const page of INFO_PAGES) expect(page.body.length).toBeGreaterThan(200);
});

it('reads one page by slug, and answers NotFoundError for an unknown one', async () => {
  const { data } = await t.graphql(READ, { slug: 'refund' });
  expect(data!.infoPage.data).toMatchObject({ slug: 'refund', title: 'Return and refund policy', path: '/info/refund' });
  expect(data!.infoPage.data.body).toMatch(/^We want every book/);
  const missing = await t.graphql(READ, { slug: 'careers' });
  expect(missing.data!.infoPage).toMatchObject({ __typename: 'NotFoundError', what: 'InfoPage' });
});

it('lets catalogue staff edit a page, audited, and the seed keeps their edit', async () => {
  const admin = await signInAs(t, 'admin');
  const input = { slug: 'contact', title: 'Contact Pathagar', body: '## Call us\n\n09610-123456' };
  const { data } = await t.graphql(UPDATE, { input }, { cookie: admin });
  expect(data!.updateInfoPage).toEqual({ __typename: 'MutationUpdateInfoPageSuccess', data: input });
  expect((await t.graphql(READ, { slug: 'contact' })).data!.infoPage.data).toMatchObject({ title: 'Contact Pathagar' });
  const audit = await t.db.prisma.auditEvent.findFirst({ where: { action: 'catalog.info_page_updated' } });
  expect(audit).toMatchObject({ targetType: 'InfoPage', targetId: 'contact' });

  expect(await seedReferenceData(t.db.prisma)).toBe(0);
  expect(await t.db.prisma.infoPage.findUniqueOrThrow({ where: { slug: 'contact' } })).toMatchObject({ title: 'Contact Pathagar' });
});

it('refuses an empty title or body and unknown pages, changing nothing', async () => {
  const admin = await signInAs(t, 'admin');
  const before = await t.db.prisma.infoPage.findUniqueOrThrow({ where: { slug: 'privacy-policy' } });
  const bad = await t.graphql(UPDATE, { input: { slug: 'privacy-policy', title: ' ', body: '' } }, { cookie: admin });
  expect(bad.data!.updateInfoPage).toEqual({
    __typename: 'ValidationError',
    fields: [
      { field: 'title', message: 'Title is required' },
      { field: 'body', message: 'The page needs some text' },
    ],
  });
  expect(await t.db.prisma.infoPage.findUniqueOrThrow({ where: { slug: 'privacy-policy' } })).toEqual(before);
  const unknown = await t.graphql(UPDATE, { input: { slug: 'careers', title: 'Careers', body: 'Join us' } }, { cookie: admin });
  expect(unknown.data!.updateInfoPage).toEqual({ __typename: 'NotFoundError', what: 'InfoPage' });
  expect(await t.db.prisma.infoPage.count({ where: { slug: 'careers' } })).toBe(0);
});
