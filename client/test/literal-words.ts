/**
 * The words written straight into the customer-facing components' JSX (issue 35's extraction check:
 * client/src/i18n/words-in-catalogues.test.ts; `npm run i18n:still-english` rewrites the list of screens
 * not yet moved onto the catalogues).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const CLIENT_SRC = path.join(__dirname, '..', 'src');

/** The customer-facing folders; staff screens (admin, agent, their features) are English by design. */
const CUSTOMER_FOLDERS = ['routes', 'features', 'components', 'i18n'];
const STAFF_ONLY = [
  /^routes\/(admin|agent)\//,
  /^features\/(admin-[^/]+|authority|catalog-admin|counter-sales|support|users)\//,
  // Staff-only components kept beside the customer's in their feature folders.
  /^features\/(catalog\/InfoPageEditor|invoices\/InvoiceAdminList|shipping\/PackingSheet)\.tsx$/,
  /^components\/layouts\/Admin/,
  /\.test\.tsx?$/,
  /test-support\.tsx?$/,
  /\/__generated__\//,
];
const READ_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description']);
const HAS_WORD = /[A-Za-z\u0980-\u09FF]{2,}/;
/** Names, written the same in both languages (the shop's and the services' brands). */
const NAMES = new Set(['Pathagar', 'bKash', 'Nagad', 'Rocket', 'SSLCommerz', 'Google', 'Steadfast', 'Pathao', 'RedX', 'Facebook', 'WhatsApp']);

export function customerFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx')) files.push(path.relative(CLIENT_SRC, full).split(path.sep).join('/'));
    }
  };
  for (const folder of CUSTOMER_FOLDERS) walk(path.join(CLIENT_SRC, folder));
  return files.filter((file) => !STAFF_ONLY.some((pattern) => pattern.test(file))).sort();
}

/** The words written straight into a component's JSX, each as `line: text`. */
export function literalWords(source: string, fileName = 'x.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const note = (node: ts.Node, text: string) => {
    if (HAS_WORD.test(text) && !NAMES.has(text.trim())) found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  /** Text literals in an expression shown as it is (`{ok ? 'Saved' : 'Try again'}`, `title={`Results for ${q}`}`), not those given to a call (t('id')). */
  const noteShownLiterals = (expression: ts.Node) => {
    const walk = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
      if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.PlusToken && node.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && node.operatorToken.kind !== ts.SyntaxKind.BarBarToken && node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) note(node, node.text);
      else if (ts.isTemplateExpression(node)) note(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … '));
      else ts.forEachChild(node, walk);
    };
    walk(expression);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) note(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) noteShownLiterals(node.expression);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) note(node, value.text);
      else if (ts.isJsxExpression(value) && value.expression) noteShownLiterals(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

