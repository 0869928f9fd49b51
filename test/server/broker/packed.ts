import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = resolve('.');

/** The commands of docs/deploy.md's first step, after `npm`: packing in the repository, installing on a host. */
export const DEPLOY_STEPS = {
  pack: ['pack', '-w', 'server/broker', '--pack-destination'],
  install: ['install', '--prefix', '/opt/sidedesk-broker', '--omit=dev', '--no-audit', '--no-fund'],
};

/**
 * npm without what `npm test` put in the environment (`npm_config_local_prefix` and the like would
 * point it back at this repository), but with the registry the repository's own install uses.
 */
async function cleanNpmEnv(): Promise<NodeJS.ProcessEnv> {
  const { stdout } = await run('npm', ['config', 'get', 'registry'], { cwd: ROOT });
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return { ...env, npm_config_registry: stdout.trim() };
}

/**
 * The broker as docs/deploy.md installs it: packed from this repository (its `prepack` builds it),
 * then installed with `--omit=dev` into an empty folder outside the repository.
 */
export async function packAndInstall() {
  const dir = await mkdtemp(join(tmpdir(), 'sidedesk-broker-install-'));
  const env = await cleanNpmEnv();
  await run('npm', [...DEPLOY_STEPS.pack, dir], { cwd: ROOT, env });
  const tarball = readdirSync(dir).find((name) => /^sidedesk-broker-\d+\.\d+\.\d+\.tgz$/.test(name));
  if (!tarball) throw new Error(`npm pack left no sidedesk-broker-<version>.tgz in ${dir}`);
  const { stdout: listing } = await run('tar', ['-tzf', join(dir, tarball)]);
  const prefix = join(dir, 'opt', 'sidedesk-broker');
  const install = DEPLOY_STEPS.install.map((arg) => (arg === '/opt/sidedesk-broker' ? prefix : arg));
  await run('npm', [...install, join(dir, tarball)], { cwd: dir, env });
  return {
    dir,
    prefix,
    /** The files in the tarball, without npm's `package/` folder. */
    packed: listing
      .trim()
      .split('\n')
      .map((line) => line.replace(/^package\//, '')),
    bin: join(prefix, 'node_modules', '.bin', 'sidedesk-broker'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifestAt = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));

/** Every package folder under `nodeModules`, nested ones included (scoped names read `@scope/name`). */
function installedFolders(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  return readdirSync(nodeModules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(nodeModules, name)).map((inner) => join(nodeModules, name, inner))
        : [join(nodeModules, name)],
    )
    .flatMap((folder) => [folder, ...installedFolders(join(folder, 'node_modules'))]);
}

/**
 * What `npm install` put in `prefix`: the names of every installed package, and the names the
 * installed package's dependencies reach (its own, theirs, and so on).
 */
export function installedAndReachable(prefix: string, root: string) {
  const folders = installedFolders(join(prefix, 'node_modules'));
  const manifests = new Map(folders.map((folder) => [manifestAt(folder).name, manifestAt(folder)]));
  const reachable = new Set<string>([root]);
  const queue = [root];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const manifest = manifests.get(name);
    const next = {
      ...manifest?.dependencies,
      ...manifest?.optionalDependencies,
      ...manifest?.peerDependencies,
    };
    for (const dependency of Object.keys(next)) {
      if (reachable.has(dependency)) continue;
      reachable.add(dependency);
      queue.push(dependency);
    }
  }
  return { installed: new Set(manifests.keys()), reachable };
}

/** The bare module names the files of `folder` import (`node:` built-ins and relative files left out). */
export function packagesImported(folder: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(folder, file), 'utf8');
    for (const [, spec = ''] of text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)) {
      if (spec.startsWith('.') || spec.startsWith('node:')) continue;
      names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
    }
  }
  return names;
}
