import { countingApp } from '../../../test/statement-counter.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { forgetSectionTree, SECTION_TREE_TTL_MS, sectionTree } from './section-tree.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECTIONS = /* GraphQL */ `
  query Sections($first: Int) {
    sections(first: $first) {
      edges { node { id slug name path children(first: 10) { edges { node { slug path parent { slug } } } } } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

describe('sections', () => {
  it('lists the four top-level sections in display order, academic with its cycle sub-section', async () => {
    const { data, errors } = await t.graphql(SECTIONS, { first: 10 });
    expect(errors).toBeUndefined();
    const nodes = data!.sections.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.path)).toEqual(['/academic', '/engineering', '/medical', '/varsity']);
    expect(nodes[0].children.edges.map((e: any) => e.node)).toEqual([
      { slug: 'cycle', path: '/academic/cycle', parent: { slug: 'academic' } },
    ]);
    expect(nodes.slice(1).every((n: any) => n.children.edges.length === 0)).toBe(true);
    expect(data!.sections.pageInfo.hasNextPage).toBe(false);
  });

  it('pages through the connection with cursors', async () => {
    const first = await t.graphql(SECTIONS, { first: 2 });
    expect(first.data!.sections.pageInfo.hasNextPage).toBe(true);
    const rest = await t.graphql(
      `query($after: String) { sections(first: 10, after: $after) { edges { node { slug } } } }`,
      { after: first.data!.sections.pageInfo.endCursor },
    );
    expect(rest.data!.sections.edges.map((e: any) => e.node.slug)).toEqual(['medical', 'varsity']);
  });

  it('caps a page at 100 items however many are asked for', async () => {
    const academic = await t.db.prisma.section.findUniqueOrThrow({ where: { slug: 'academic' } });
    await t.db.prisma.section.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({ slug: `extra-${i}`, name: `Extra ${i}`, parentId: academic.id })),
    });
    // Written behind the server's back: the process's copy of the section tree is told, as seeding does.
    forgetSectionTree(t.db.prisma);
    try {
      const { data } = await t.graphql(`{
        section(slug: "academic") { ... on QuerySectionSuccess { data { children(first: 500) {
          edges { node { slug } } pageInfo { hasNextPage } } } } }
      }`);
      expect(data!.section.data.children.edges).toHaveLength(100);
      expect(data!.section.data.children.pageInfo.hasNextPage).toBe(true);
    } finally {
      await t.db.prisma.section.deleteMany({ where: { slug: { startsWith: 'extra-' } } });
      forgetSectionTree(t.db.prisma);
    }
  });

  it('finds one section by slug and refetches it as a Relay node', async () => {
    const { data } = await t.graphql(`{
      section(slug: "cycle") { __typename ... on QuerySectionSuccess { data { id name path } } }
    }`);
    expect(data!.section).toMatchObject({
      __typename: 'QuerySectionSuccess',
      data: { name: 'Cycle', path: '/academic/cycle' },
    });
    const refetched = await t.graphql(`query($id: ID!) { node(id: $id) { __typename ... on Section { slug } } }`, {
      id: data!.section.data.id,
    });
    expect(refetched.data!.node).toEqual({ __typename: 'Section', slug: 'cycle' });
  });

  it('answers NotFoundError as data for an unknown slug', async () => {
    const { data, errors } = await t.graphql(`{
      section(slug: "astrology") { __typename ... on Error { message code } ... on NotFoundError { what } }
    }`);
    expect(errors).toBeUndefined();
    expect(data!.section).toEqual({
      __typename: 'NotFoundError',
      message: 'No section is called "astrology".',
      code: 'NOT_FOUND',
      what: 'Section',
    });
  });
});

describe('the in-process section tree', () => {
  it('answers sections, children, paths and product lists without a statement once read', async () => {
    const SECTION_PAGE = `{ sections(first: 10) { edges { node { slug path parent { slug } children(first: 10) { edges { node { slug path } } } } } }
      section(slug: "cycle") { ... on QuerySectionSuccess { data { path parent { slug } } } } }`;
    const counter = countingApp(t);
    try {
      await counter.statements(SECTION_PAGE); // this app's client reads the tree once
      expect(await counter.statements(SECTION_PAGE)).toEqual([]);
    } finally {
      await counter.close();
    }
  });

  it('reads the sections again after forgetSectionTree, or once its copy is older than the TTL', async () => {
    const prisma = t.db.prisma;
    forgetSectionTree(prisma);
    const now = Date.now();
    const first = await sectionTree(prisma, now);
    expect(await sectionTree(prisma, now + SECTION_TREE_TTL_MS - 1)).toBe(first);
    const stale = await sectionTree(prisma, now + SECTION_TREE_TTL_MS);
    expect(stale).not.toBe(first);
    forgetSectionTree(prisma);
    const fresh = await sectionTree(prisma);
    expect(fresh).not.toBe(stale);
    expect(fresh.idsUnder('academic')).toEqual([fresh.bySlug('academic')!.id, fresh.bySlug('cycle')!.id]);
    expect(fresh.idsUnder('medical')).toEqual([fresh.bySlug('medical')!.id]);
    expect(fresh.idsUnder('astrology')).toEqual([]);
  });
});
