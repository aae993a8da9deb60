#!/usr/bin/env node
/**
 * The one test command (`npm test`): typecheck, lint, build the web app, then every vitest project
 * (contract, server, web, console, e2e) in one run. Prints `N passed, N failed` totalled over all suites as its last
 * line, and fails if any step failed or if the browser journeys did not run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsFile = path.join(root, '.test-results', 'vitest.json');
const failures = [];

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

step('typecheck', 'npm', ['run', 'typecheck']);
step('lint', 'npm', ['run', 'lint']);
const built = step('build', 'npm', ['run', 'build']);
fs.rmSync(resultsFile, { force: true });
step('tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
]);

let passed = 0;
let failed = 0;
let e2e = 0;
if (fs.existsSync(resultsFile)) {
  const report = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  for (const file of report.testResults) {
    for (const t of file.assertionResults) {
      if (t.status === 'passed') passed++;
      else failed++;
      if (file.name.endsWith('.e2e.ts') && t.status === 'passed') e2e++;
    }
    if (file.assertionResults.length === 0 && file.status === 'failed') failed++;
  }
} else {
  failures.push('no test report');
}
// Checks outside vitest count as one test each.
for (const name of ['typecheck', 'lint', 'build']) {
  if (failures.includes(name)) failed++;
  else passed++;
}
if (built && e2e === 0) failures.push('browser journeys did not run');

if (failures.length > 0) console.log(`\nFAILED: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
