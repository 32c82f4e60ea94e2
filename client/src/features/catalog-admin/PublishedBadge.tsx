import { Badge } from '../../components/ui/index.ts';

/** Whether a product shows in the shop: "Published" (success) or "Unpublished" (neutral). */
export function PublishedBadge({ published }: { published: boolean }) {
  return <Badge tone={published ? 'success' : 'neutral'}>{published ? 'Published' : 'Unpublished'}</Badge>;
}
