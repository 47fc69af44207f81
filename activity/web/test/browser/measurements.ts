/**
 * Figures the browser tests measure, written to build/measurements.json (and printed), so that a
 * run's numbers can be quoted: first paint, tap-to-opponent latency, script size. Against the real
 * stack (TZAAR_BASE_URL) they go to build/measurements-local.json instead.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(process.env['TZAAR_BASE_URL'] ? 'build/measurements-local.json' : 'build/measurements.json');

export function record(name: string, value: unknown): void {
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    all = {};
  }
  all[name] = value;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
  console.log(`measured ${name}: ${JSON.stringify(value)}`);
}
