import { spawn } from 'node:child_process';

/**
 * `npm test`: the whole suite in three lanes at once, so a two-core CI box
 * keeps both cores busy (docs/ARCHITECTURE.md "Tests"):
 *
 * - types: every tsc project;
 * - unit and api: `vitest run --project unit --project api`;
 * - browser: the web build, then `vitest run --project e2e` (its files one at
 *   a time against one demo server, as before).
 *
 * Lint runs first, then the layer check (seconds each: a formatting slip or
 * an import up a layer should not cost the twelve minutes of the rest). Each lane's lines are prefixed with its name;
 * the summary at the end names each lane's result and time, and the exit code
 * is non-zero when any lane failed. Any arguments go to both vitest runs.
 *
 * Browser tests get one retry (vitest.config.ts): a test that passed only on
 * its retry is named again under the summary, so a flaky test stays visible.
 */

interface Lane {
  name: string;
  steps: readonly (readonly string[])[];
}

const vitestArgs = process.argv.slice(2);
const LANES: readonly Lane[] = [
  {
    name: 'types',
    steps: [
      ['npx', 'tsc', '-p', 'packages/shared', '--noEmit'],
      ['npx', 'tsc', '-p', 'apps/api', '--noEmit'],
      ['npx', 'tsc', '-p', 'apps/web', '--noEmit'],
      ['npx', 'tsc', '-p', '.', '--noEmit'],
    ],
  },
  { name: 'api', steps: [['npx', 'vitest', 'run', '--project', 'unit', '--project', 'api', ...vitestArgs]] },
  {
    name: 'e2e',
    steps: [
      ['npm', 'run', 'build'],
      ['npx', 'vitest', 'run', '--project', 'e2e', ...vitestArgs],
    ],
  },
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

async function runLane(lane: Lane): Promise<{ name: string; code: number; seconds: number }> {
  const started = Date.now();
  for (const step of lane.steps) {
    const code = await run(lane.name, step);
    if (code !== 0) return { name: lane.name, code, seconds: (Date.now() - started) / 1000 };
  }
  return { name: lane.name, code: 0, seconds: (Date.now() - started) / 1000 };
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
  const results = await Promise.all(LANES.map(runLane));
  console.log('');
  for (const r of results)
    console.log(
      `${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}  ${r.name}  ${r.seconds.toFixed(0)} s`,
    );
  if (retried.length > 0) console.log(`\npassed only on a retry (flaky):\n${retried.join('\n')}`);
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}

void main();
