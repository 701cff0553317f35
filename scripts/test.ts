import { spawn } from 'node:child_process';

import { e2eShares } from './e2e-shares.ts';

/**
 * `npm test`: the whole suite in three lanes at once, so a two-core CI box
 * keeps both cores busy (docs/ARCHITECTURE.md "Tests"):
 *
 * - types: every tsc project;
 * - api: `vitest run --project unit --project api`, then the browser tests'
 *   second share (below);
 * - e2e: the web build, then `vitest run --project e2e` on the first share of
 *   the browser test files (one at a time against one demo server).
 *
 * The browser tests are the long pole: the API lane ends about half-way
 * through them, so it then runs a share of their files against a demo server
 * of its own (a second `vitest run --project e2e`, its own database). The
 * files are split by size (a fair proxy of their time), the largest first to
 * the first share; `E2E_SECOND_SHARE` (0–1, default 0.15) is the second
 * share's part of the weight, tuned from the lanes' times in the summary.
 *
 * Lint runs first, then the layer check (seconds each: a formatting slip or
 * an import up a layer should not cost the twelve minutes of the rest). Each lane's lines are prefixed with its name;
 * the summary at the end names each lane's result and time, and the exit code
 * is non-zero when any lane failed. Any arguments go to every vitest run.
 *
 * Browser tests get one retry (vitest.config.ts): a test that passed only on
 * its retry is named again under the summary, so a flaky test stays visible.
 */

type Step = readonly string[];

const vitestArgs = process.argv.slice(2);

const e2eRun = (files: readonly string[]): Step => [
  'npx',
  'vitest',
  'run',
  '--project',
  'e2e',
  ...vitestArgs,
  ...files,
];

/** Output lines of tests that passed only when retried (vitest marks them "(retry xN)"). */
const retried: string[] = [];

/** Runs one command, each output line prefixed; resolves with its exit code. */
function run(prefix: string, command: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    if (!file) return resolve(1);
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`[${prefix}] ${line}\n`);
          if (line.includes('(retry x') && line.includes('✓')) retried.push(`[${prefix}] ${line.trim()}`);
        }
      });
      stream.on('end', () => {
        if (rest) out.write(`[${prefix}] ${rest}\n`);
      });
    };
    if (child.stdout) forward(child.stdout, process.stdout);
    if (child.stderr) forward(child.stderr, process.stderr);
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

interface Result {
  name: string;
  code: number;
  seconds: number;
}

/** Runs steps in order under one prefix; stops at the first that fails. */
async function runSteps(name: string, steps: readonly Step[]): Promise<Result> {
  const started = Date.now();
  for (const step of steps) {
    const code = await run(name, step);
    if (code !== 0) return { name, code, seconds: (Date.now() - started) / 1000 };
  }
  return { name, code: 0, seconds: (Date.now() - started) / 1000 };
}

/** The three lanes; the API lane's browser share waits for the web build of the browser lane. */
async function lanes(): Promise<Result[]> {
  // with arguments (a file or test filter), the browser tests run once, filtered, as before
  const [first, second] = vitestArgs.length > 0 ? [[], []] : e2eShares();
  const build = runSteps('build', [['npm', 'run', 'build']]);
  const types = runSteps('types', [
    ['npx', 'tsc', '-p', 'packages/shared', '--noEmit'],
    ['npx', 'tsc', '-p', 'apps/api', '--noEmit'],
    ['npx', 'tsc', '-p', 'apps/web', '--noEmit'],
    ['npx', 'tsc', '-p', '.', '--noEmit'],
  ]);
  const api = runSteps('api', [
    ['npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', ...vitestArgs],
  ]);
  // a browser share's time is counted from the start, as the lane it runs in
  const started = Date.now();
  const afterBuild = async (name: string, files: readonly string[], before?: Promise<Result>) => {
    const built = await build;
    if (before) await before;
    const result = built.code !== 0 ? { ...built, name } : await runSteps(name, [e2eRun(files)]);
    return { ...result, seconds: (Date.now() - started) / 1000 };
  };
  const e2e = afterBuild('e2e', first);
  if (second.length === 0) return Promise.all([types, api, build, e2e]);
  return Promise.all([types, api, build, e2e, afterBuild('e2e-2', second, api)]);
}

async function main(): Promise<void> {
  const lint = await run('lint', ['npx', 'biome', 'check', '.']);
  if (lint !== 0) {
    console.error('lint failed: run `npm run format`');
    process.exit(lint);
  }
  // the layers of docs/ARCHITECTURE.md (.dependency-cruiser.cjs): a new import up a layer, a cycle or an orphan fails here
  const layers = await run('layers', ['npm', 'run', '--silent', 'lint:layers']);
  if (layers !== 0) {
    console.error('layers broken: see docs/ARCHITECTURE.md "Layers"');
    process.exit(layers);
  }
  const started = Date.now();
  const results = await lanes();
  console.log('');
  for (const r of results)
    console.log(
      `${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}  ${r.name}  ${r.seconds.toFixed(0)} s`,
    );
  console.log(`all lanes  ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (retried.length > 0) console.log(`\npassed only on a retry (flaky):\n${retried.join('\n')}`);
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}

void main();
