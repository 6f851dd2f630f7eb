import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Node, Parent } from 'unist';
import { walkTree, SKIP, EXIT } from '../../../src/generator/mdx/walkTree.ts';

interface N extends Node {
  name: string;
  children?: N[];
}
const n = (name: string, ...children: N[]): N => ({ type: 'x', name, ...(children.length ? { children } : {}) });
const tree = () => n('root', n('a', n('a1'), n('a2', n('a2x'))), n('b', n('b1')), n('c'));

const names = (visit: (node: N, index: number | undefined, parent: Parent | undefined) => ReturnType<Parameters<typeof walkTree>[1]>) => {
  const seen: string[] = [];
  walkTree(tree(), (node, index, parent) => {
    seen.push((node as N).name);
    return visit(node as N, index, parent);
  });
  return seen;
};

test('walkTree visits in preorder with each node’s index and parent', () => {
  const where: string[] = [];
  walkTree(tree(), (node, index, parent) => {
    where.push(`${(node as N).name}@${index ?? '-'}<${parent ? (parent as unknown as N).name : '-'}`);
  });
  assert.deepEqual(where, ['root@-<-', 'a@0<root', 'a1@0<a', 'a2@1<a', 'a2x@0<a2', 'b@1<root', 'b1@0<b', 'c@2<root']);
});

test('walkTree: SKIP leaves the children out, EXIT stops, a number goes on at that index', () => {
  assert.deepEqual(
    names((node) => (node.name === 'a' ? SKIP : undefined)),
    ['root', 'a', 'b', 'b1', 'c'],
  );
  assert.deepEqual(
    names((node) => (node.name === 'a2' ? EXIT : undefined)),
    ['root', 'a', 'a1', 'a2'],
  );
  // Replacing `a` by two nodes and going on after them: neither the new nodes nor a's children are visited.
  assert.deepEqual(
    names((node, index, parent) => {
      if (node.name !== 'a') return undefined;
      parent!.children.splice(index!, 1, n('new1'), n('new2', n('deep')));
      return index! + 2;
    }),
    ['root', 'a', 'b', 'b1', 'c'],
  );
});

test('walkTree reads children live: nodes a visitor appends are visited', () => {
  assert.deepEqual(
    names((node, index, parent) => {
      if (node.name === 'b1') (parent as unknown as N).children!.push(n('b2'));
      return undefined;
    }),
    ['root', 'a', 'a1', 'a2', 'a2x', 'b', 'b1', 'b2', 'c'],
  );
});
