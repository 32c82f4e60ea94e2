import { act, screen, within } from '@testing-library/react';
import { openRoute } from '../../../../test/admin-route.ts';
import { mockEnvironment } from '../../../../test/mock-relay-environment.ts';
import { isPending, waitForOperation } from '../../../../test/relay-operations.ts';
import { validationError } from '../../../features/catalog-admin/test-support.ts';
import { termsOf } from './SearchSynonymsPage.tsx';

jest.mock('../../../relay/environment.ts', () => jest.requireActual('../../../../test/mock-relay-environment.ts'));

const ROWS = [
  { id: 's1', terms: ['chemistry', 'chem', 'রসায়ন'] },
  { id: 's2', terms: ['paper', 'পত্র'] },
];

const open = (rows = ROWS) =>
  openRoute(mockEnvironment, '/admin/search-synonyms', { query: 'SearchSynonymsPageQuery', data: { searchSynonyms: rows }, heading: 'Search synonyms' });

it('lists the synonyms search understands', async () => {
  await open();
  const table = screen.getByRole('table', { name: 'Search synonyms' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['chemistry · chem · রসায়ন', 'paper · পত্র']);
  expect(document.title).toBe('Search synonyms | Pathagar');
});

it('adds a synonym from comma-separated terms and lists it', async () => {
  const { user } = await open([]);
  expect(screen.getByText('No synonym yet.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('New synonym'), 'ict, তথ্য ও যোগাযোগ প্রযুক্তি');
  await user.click(screen.getByRole('button', { name: 'Add synonym' }));
  const operation = await waitForOperation(mockEnvironment, 'SearchSynonymsPageSaveMutation');
  expect(operation.request.variables.input).toEqual({ id: null, terms: ['ict', 'তথ্য ও যোগাযোগ প্রযুক্তি'] });
  await act(async () => {
    mockEnvironment.mock.resolve(operation, {
      data: { saveSearchSynonym: { __typename: 'MutationSaveSearchSynonymSuccess', synonym: { id: 's9', terms: ['ict', 'তথ্য ও যোগাযোগ প্রযুক্তি'] } } },
    });
  });
  expect(await screen.findByRole('cell', { name: 'ict · তথ্য ও যোগাযোগ প্রযুক্তি' })).toBeInTheDocument();
  expect(screen.getByLabelText('New synonym')).toHaveValue('');
});

it('asks for two terms before sending, and shows the error the server answers', async () => {
  const { user } = await open();
  await user.type(screen.getByLabelText('New synonym'), 'lonely');
  await user.click(screen.getByRole('button', { name: 'Add synonym' }));
  expect(screen.getByText('Give at least two terms that mean the same thing, separated by commas.')).toBeInTheDocument();
  expect(isPending(mockEnvironment, 'SearchSynonymsPageSaveMutation')).toBe(false);

  await user.type(screen.getByLabelText('New synonym'), ', alone');
  await user.click(screen.getByRole('button', { name: 'Add synonym' }));
  const operation = await waitForOperation(mockEnvironment, 'SearchSynonymsPageSaveMutation');
  await act(async () => {
    mockEnvironment.mock.resolve(operation, { data: { saveSearchSynonym: validationError('Invalid', { terms: 'A synonym holds at most 12 terms.' }) } });
  });
  expect(await screen.findByText('A synonym holds at most 12 terms.')).toBeInTheDocument();
});

it('edits a synonym in place and deletes one', async () => {
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Edit paper, পত্র' }));
  const field = screen.getByLabelText('Terms of this synonym');
  expect(field).toHaveValue('paper, পত্র');
  await user.type(field, ', potro');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  const save = await waitForOperation(mockEnvironment, 'SearchSynonymsPageSaveMutation');
  expect(save.request.variables.input).toEqual({ id: 's2', terms: ['paper', 'পত্র', 'potro'] });
  await act(async () => {
    mockEnvironment.mock.resolve(save, { data: { saveSearchSynonym: { __typename: 'MutationSaveSearchSynonymSuccess', synonym: { id: 's2', terms: ['paper', 'পত্র', 'potro'] } } } });
  });
  expect(await screen.findByRole('cell', { name: 'paper · পত্র · potro' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete chemistry, chem, রসায়ন' }));
  const remove = await waitForOperation(mockEnvironment, 'SearchSynonymsPageDeleteMutation');
  expect(remove.request.variables.input).toEqual({ id: 's1' });
  await act(async () => {
    mockEnvironment.mock.resolve(remove, { data: { deleteSearchSynonym: { __typename: 'MutationDeleteSearchSynonymSuccess', deletedId: 's1' } } });
  });
  expect(screen.queryByRole('cell', { name: 'chemistry · chem · রসায়ন' })).not.toBeInTheDocument();
});

it('splits terms on commas, semicolons and lines', () => {
  expect(termsOf(' chem ,chemistry;\nরসায়ন,, ')).toEqual(['chem', 'chemistry', 'রসায়ন']);
});
