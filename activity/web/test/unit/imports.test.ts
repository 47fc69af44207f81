import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

/** The page's sources, as test.mjs runs the tests from the page's folder. */
const SOURCES = path.resolve('src');

/** Every module of the page and the page's modules it imports (type-only and dynamic imports too). */
function importsOfThePage(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(SOURCES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'));
  for (const file of files) {
    const text = readFileSync(path.join(SOURCES, file), 'utf8');
    const named = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)];
    graph.set(moduleName(file), named
      .map((match) => match[1] ?? match[2]!)
      .filter((specifier) => !/\.(css|ttf)$/.test(specifier))
      .map((specifier) => moduleName(path.join(path.dirname(file), specifier))));
  }
  return graph;
}

function moduleName(file: string): string {
  return file.split(path.sep).join('/').replace(/\.(js|ts)$/, '');
}

/** The first circle of imports found, as the modules along it, the first again at the end; null when none. */
export function firstCircle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string): string[] | null => {
    const back = path.indexOf(module);
    if (back >= 0) {
      return [...path.slice(back), module];
    }
    if (done.has(module)) {
      return null;
    }
    path.push(module);
    for (const next of graph.get(module) ?? []) {
      const circle = visit(next);
      if (circle) {
        return circle;
      }
    }
    path.pop();
    done.add(module);
    return null;
  };
  for (const module of graph.keys()) {
    const circle = visit(module);
    if (circle) {
      return circle;
    }
  }
  return null;
}

describe('the page\'s modules', () => {
  it('import one another in no circle', () => {
    const graph = importsOfThePage();
    assert.ok(graph.size > 20 && graph.get('table')!.includes('boardView'), `the page's imports were read: ${[...graph.keys()].join(' ')}`);
    const circle = firstCircle(graph);
    assert.equal(circle, null, `a circle of imports: ${circle?.join(' → ')}`);
  });

  it('would be caught importing in a circle, however long', () => {
    assert.deepEqual(firstCircle(new Map([['boardView', ['cellState']], ['cellState', ['boardView']]])), ['boardView', 'cellState', 'boardView']);
    assert.deepEqual(firstCircle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), ['a', 'b', 'c', 'a']);
    assert.equal(firstCircle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]])), null);
  });
});
