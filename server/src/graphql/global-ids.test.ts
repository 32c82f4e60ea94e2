import { readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLObjectType } from 'graphql';
import { schema } from '../schema.ts';
import { nodeIdShape, parseNodeId } from './global-ids.ts';

const nodeTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'),
);

/** The `@id` line of each model in prisma/schema.prisma. */
function idColumns(): Map<string, string> {
  const text = readFileSync(path.resolve(__dirname, '../../../prisma/schema.prisma'), 'utf8');
  const columns = new Map<string, string>();
  for (const match of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const line = match[2]!.split('\n').find((l) => /\s@id(\s|$)/.test(l));
    if (line) columns.set(match[1]!, line.trim());
  }
  return columns;
}

it("reads each node type's id shape as prisma/schema.prisma declares its column", () => {
  const columns = idColumns();
  const shapes = nodeTypes.map((type) => {
    const model = (type.extensions as { pothosPrismaModel?: string }).pothosPrismaModel!;
    const column = columns.get(model) ?? '';
    return [type.name, nodeIdShape(type), column.includes('@db.Uuid') ? 'uuid' : 'text'];
  });
  expect(shapes.length).toBeGreaterThan(20);
  for (const [name, shape, declared] of shapes) expect([name, shape]).toEqual([name, declared]);
  expect(Object.fromEntries(shapes.map(([name, shape]) => [name, shape]))).toMatchObject({ Invoice: 'uuid', Book: 'uuid', InfoPage: 'text' });
});

it('parses only ids whose type is a node and whose local part fits its column', () => {
  const uuid = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
  expect(parseNodeId(schema, encodeGlobalID('Invoice', uuid))).toEqual({ typename: 'Invoice', id: uuid.toLowerCase() });
  expect(parseNodeId(schema, encodeGlobalID('InfoPage', 'about'))).toEqual({ typename: 'InfoPage', id: 'about' });
  for (const bad of [
    encodeGlobalID('Invoice', 'nope'),
    encodeGlobalID('Invoice', `${uuid}x`),
    encodeGlobalID('Invoice', ''),
    encodeGlobalID('InfoPage', ''),
    encodeGlobalID('Money', uuid),
    encodeGlobalID('Nothing', uuid),
    uuid,
    '%%%',
    '',
  ]) {
    expect([bad, parseNodeId(schema, bad)]).toEqual([bad, null]);
  }
});
