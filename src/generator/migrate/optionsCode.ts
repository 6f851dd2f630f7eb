import { parseExpressionAt } from 'acorn';

/**
 * A site plugin's options as code for the new `site.config.ts`. Plain data is written as JSON (as `JSON.stringify`); a regular expression
 * as its literal; a function as its own source, when that source stands alone: it reads no variable of the
 * config's module (only its parameters, its own declarations and JavaScript's globals), so it means the same in
 * the new config. Anything else (a class instance, a function closing over the config's variables) cannot be
 * written: `why` says what.
 */
export function optionsCode(value: unknown, where = 'options'): { code: string } | { why: string } {
  if (value === undefined) return { code: 'undefined' };
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return { code: JSON.stringify(value) };
  if (value instanceof RegExp) return { code: String(value) };
  if (typeof value === 'function') return functionCode(value as (...args: unknown[]) => unknown, where);
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const [i, item] of value.entries()) {
      const r = optionsCode(item, `${where}[${i}]`);
      if ('why' in r) return r;
      items.push(r.code);
    }
    return { code: `[${items.join(',')}]` };
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries: string[] = [];
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item === undefined) continue;
      const r = optionsCode(item, `${where}.${key}`);
      if ('why' in r) return r;
      entries.push(`${JSON.stringify(key)}:${r.code}`);
    }
    return { code: `{${entries.join(',')}}` };
  }
  return { why: `${where} is not plain data, a regular expression or a function` };
}

type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

function functionCode(fn: (...args: unknown[]) => unknown, where: string): { code: string } | { why: string } {
  const source = String(fn);
  if (/\{\s*\[native code\]\s*\}$/.test(source)) return { why: `${where} is a built-in or bound function` };
  // A method (`transform(path) { … }`) is not an expression on its own: it is written as `function`.
  const candidates = [source, source.replace(/^(async\s+)?(\*?\s*)([A-Za-z_$][\w$]*)\s*\(/, '$1function$2 $3(')];
  for (const code of candidates) {
    let node: Node;
    try {
      node = parseExpressionAt(code, 0, { ecmaVersion: 'latest' }) as unknown as Node;
      if ((node as unknown as { end: number }).end !== code.length) continue;
    } catch {
      continue;
    }
    if (!/^(Arrow)?FunctionExpression$/.test(node.type)) continue;
    const free = freeNames(node);
    if (free.length) return { why: `${where} (a function) reads ${free.join(', ')} of the config, which the new config does not have` };
    return { code };
  }
  return { why: `${where} is a function whose source cannot be read back` };
}

/** Names a function reads that it does not declare and that are not JavaScript globals. */
function freeNames(fn: Node): string[] {
  const declared = new Set<string>(['arguments']);
  const used = new Set<string>();
  const bind = (pattern: unknown): void => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') declared.add(pattern.name as string);
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties as Node[]) bind(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const p of pattern.elements as Node[]) bind(p);
    else if (pattern.type === 'RestElement') bind(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left);
  };
  const visit = (node: Node, parent?: Node, key?: string): void => {
    switch (node.type) {
      case 'FunctionExpression':
      case 'FunctionDeclaration':
      case 'ArrowFunctionExpression':
      case 'ClassDeclaration':
      case 'ClassExpression':
        bind(node.id);
        if (Array.isArray(node.params)) (node.params as Node[]).forEach(bind);
        break;
      case 'VariableDeclarator':
        bind(node.id);
        break;
      case 'CatchClause':
        bind(node.param);
        break;
      case 'Identifier': {
        const property =
          parent &&
          !parent.computed &&
          ((parent.type === 'MemberExpression' && key === 'property') ||
            (/^(Property|MethodDefinition|PropertyDefinition)$/.test(parent.type) && key === 'key'));
        const label = parent && /^(LabeledStatement|BreakStatement|ContinueStatement)$/.test(parent.type);
        if (!property && !label) used.add(node.name as string);
        return;
      }
    }
    for (const [k, child] of Object.entries(node)) {
      if (Array.isArray(child)) for (const c of child) isNode(c) && visit(c, node, k);
      else if (isNode(child)) visit(child, node, k);
    }
  };
  visit(fn);
  return [...used].filter((name) => !declared.has(name) && !(name in globalThis)).sort();
}
