import { graphql, useFragment } from 'react-relay';
import type { SmsList_messages$key } from '../../__generated__/SmsList_messages.graphql.ts';
import { Badge, Table, TableHead, type BadgeTone } from '../../components/ui/index.ts';
import { formatDateTime } from './support-area.ts';

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'success' },
  stored: { label: 'In the outbox only', tone: 'info' },
  queued: { label: 'Queued', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** Text messages, newest first, with their delivery state. */
export function SmsList({ messages: key, label }: { messages: SmsList_messages$key; label: string }) {
  const messages = useFragment(
    graphql`
      fragment SmsList_messages on SmsMessage @relay(plural: true) {
        id
        to
        body
        status
        error
        provider
        parts
        unicode
        createdAt
      }
    `,
    key,
  );
  return (
    <Table dense aria-label={label}>
      <TableHead columns={['Sent at', 'To', 'Message', 'Parts', 'State']} />
      <tbody>
        {messages.map((sms) => {
          const status = STATUS[sms.status] ?? { label: sms.status, tone: 'neutral' as const };
          return (
            <tr key={sms.id}>
              <td>{formatDateTime(sms.createdAt)}</td>
              <th scope="row">{sms.to}</th>
              <td style={{ overflowWrap: 'anywhere' }}>{sms.body}</td>
              <td>
                {sms.parts}
                {sms.unicode && <div>Unicode</div>}
              </td>
              <td>
                <Badge tone={status.tone}>{status.label}</Badge>
                {sms.error && <div>{sms.error}</div>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
