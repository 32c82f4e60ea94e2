import { Button, EmptyState, LinkButton } from '../../components/ui/index.ts';

/** A filtered staff list's empty state: "No <things> match these filters." and a button that clears them. */
export function NoFilterMatches({ many, onClearFilters }: { /** e.g. "books" */ many: string; onClearFilters: () => void }) {
  return (
    <EmptyState
      titleAs="p"
      title={`No ${many} match these filters.`}
      action={
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  );
}

interface NothingYetProps {
  /** e.g. "No books yet." */
  title: string;
  description?: string;
  /** e.g. { to: '/admin/books/create', label: 'Add the first book' } */
  action: { to: string; label: string };
}

/** A staff list's empty state before anything was added: "No books yet." and a link to add the first. */
export function NothingYet({ title, description, action }: NothingYetProps) {
  return (
    <EmptyState
      titleAs="p"
      title={title}
      description={description}
      action={
        <LinkButton variant="primary" to={action.to}>
          {action.label}
        </LinkButton>
      }
    />
  );
}
