import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every workspace's package.json against what its files import (docs/DEPENDENCIES.md):
 * - a package a workspace's files import is declared in its own package.json, or among the root's
 *   devDependencies: the toolchain every workspace shares (vitest, fast-check, vite, drizzle-kit…; npm
 *   installs one tree, and tests, type check and lint run from the root);
 * - a declared package is imported (or resolved, `require.resolve`) by the workspace's files; a root
 *   devDependency may instead be imported by a workspace that does not declare it itself. `@types/x` counts
 *   as used where `x` is (`@types/node`: where a Node.js built-in is);
 * - a package declared by more than one workspace has the same range in each (one copy installed:
 *   the e2e tests' and benchmarks' `sql` must be the API's drizzle-orm);
 * - what is declared but never imported is named below, with why.
 */
const NOT_IMPORTED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '.': {
    node: 'the pinned Node.js runtime: npm puts node_modules/.bin/node first on every script',
    '@biomejs/biome': 'the formatter and linter, run as the `biome` command',
    'dependency-cruiser': 'the layer check, run as the `depcruise` command (`npm run lint:layers`)',
  },
  'apps/api': {
    tsx: 'the TypeScript loader of `node --import tsx` (npm start, backup, restore, test, bench)',
  },
};

interface Manifest {
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface Workspace {
  /** The folder relative to the root ('.' for the root). */
  dir: string;
  declared: Map<string, string>;
  /** Packages the files import or resolve. */
  imported: Set<string>;
  /** Packages whose `@types/…` the imports use. */
  typed: Set<string>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', '.tmp', '.git']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const RESOLVED = /\b(?:require|import\.meta)\.resolve\(\s*['"]([^'"]+)['"]/g;
/** A test file's own environment (`// @vitest-environment jsdom`): vitest loads that package for it. */
const ENVIRONMENT = /^\s*\/\/\s*@vitest-environment\s+(jsdom|happy-dom)\b/m;
const BUILTINS = new Set(builtinModules);

function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
}

/** The workspace folders of the root's `workspaces` globs (`apps/*`: each folder of apps with a package.json). */
function workspaceDirs(root: Manifest): string[] {
  return (root.workspaces ?? []).flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    return fs
      .readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`);
  });
}

function sourceFiles(dir: string, skip: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = relative === '.' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !skip.has(child)) walk(child);
      } else if (SOURCE.test(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found;
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for relative paths and built-ins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return BUILTINS.has(name) ? undefined : name;
}

/** `@types/x` → `x`, `@types/scope__name` → `@scope/name`. */
function typedPackage(types: string): string {
  const name = types.slice('@types/'.length);
  return name.includes('__') ? `@${name.replace('__', '/')}` : name;
}

function readWorkspace(dir: string, skip: ReadonlySet<string>): Workspace {
  const manifest = readManifest(dir);
  const declared = new Map(Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }));
  const imported = new Set<string>();
  const typed = new Set<string>();
  for (const file of sourceFiles(dir, skip)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const specifiers = [
      ...info.importedFiles.map((f) => f.fileName),
      ...[...text.matchAll(RESOLVED)].map((m) => m[1] ?? ''),
      ...(ENVIRONMENT.exec(text)?.slice(1) ?? []),
    ];
    for (const specifier of specifiers) {
      if (specifier.startsWith('node:') || BUILTINS.has(specifier.split('/')[0] ?? '')) typed.add('node');
      const name = packageOf(specifier);
      if (name) {
        imported.add(name);
        typed.add(name);
      }
    }
    // `/// <reference types="x" />`: the package x, or @types/x
    for (const reference of info.typeReferenceDirectives) {
      const name = packageOf(reference.fileName);
      if (name) typed.add(name);
    }
  }
  // a tsconfig's `types` (`vite/client`, `node`) is a use of that package or its @types
  const tsconfig = path.join(ROOT, dir, 'tsconfig.json');
  if (fs.existsSync(tsconfig)) {
    const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
    const options = (read.config as { compilerOptions?: { types?: unknown } } | undefined)?.compilerOptions;
    for (const type of Array.isArray(options?.types) ? options.types : []) {
      const name = typeof type === 'string' ? packageOf(type) : undefined;
      if (name) typed.add(name);
    }
  }
  return { dir, declared, imported, typed };
}

function usedBy(workspace: Workspace, name: string): boolean {
  if (workspace.imported.has(name)) return true;
  return name.startsWith('@types/') && workspace.typed.has(typedPackage(name));
}

const rootManifest = readManifest('.');
const memberDirs = workspaceDirs(rootManifest);
const root = readWorkspace('.', new Set(memberDirs));
const members = memberDirs.map((dir) => readWorkspace(dir, new Set()));

describe('dependencies (each package.json against the imports of its workspace)', () => {
  it('finds the workspaces and their imports', () => {
    expect(memberDirs).toEqual(expect.arrayContaining(['apps/api', 'apps/web', 'packages/shared']));
    for (const workspace of [root, ...members]) expect(workspace.imported.size).toBeGreaterThan(0);
  });

  it('declares every package a workspace imports, in the workspace or the root toolchain', () => {
    const undeclared: string[] = [];
    for (const name of root.imported)
      if (!root.declared.has(name)) undeclared.push(`the root imports ${name} without declaring it`);
    for (const workspace of members)
      for (const name of workspace.imported)
        if (!workspace.declared.has(name) && !root.declared.has(name))
          undeclared.push(`${workspace.dir} imports ${name}, declared neither there nor in the root`);
    expect(undeclared).toEqual([]);
  });

  it('imports every package a workspace declares, but for the named exceptions', () => {
    const unused: string[] = [];
    for (const workspace of members)
      for (const name of workspace.declared.keys())
        if (!usedBy(workspace, name) && !NOT_IMPORTED[workspace.dir]?.[name])
          unused.push(`${workspace.dir} declares ${name}, imported by none of its files`);
    for (const name of root.declared.keys()) {
      const needed = usedBy(root, name) || members.some((m) => usedBy(m, name) && !m.declared.has(name));
      if (!needed && !NOT_IMPORTED['.']?.[name])
        unused.push(`the root declares ${name}, imported neither by its files nor by a workspace lacking it`);
    }
    expect(unused).toEqual([]);
  });

  it('names as exceptions only packages that are declared', () => {
    const stale = Object.entries(NOT_IMPORTED).flatMap(([dir, names]) => {
      const workspace = [root, ...members].find((w) => w.dir === dir);
      return Object.keys(names)
        .filter((name) => !workspace?.declared.has(name))
        .map((name) => `${dir}: ${name}`);
    });
    expect(stale).toEqual([]);
  });

  it('gives a package declared by several workspaces the same range in each', () => {
    const ranges = new Map<string, Set<string>>();
    for (const workspace of [root, ...members])
      for (const [name, range] of workspace.declared)
        if (!range.startsWith('file:') && !range.startsWith('workspace:'))
          ranges.set(name, (ranges.get(name) ?? new Set()).add(range));
    const differing = [...ranges]
      .filter(([, set]) => set.size > 1)
      .map(([name, set]) => `${name}: ${[...set].join(', ')}`);
    expect(differing).toEqual([]);
  });
});
