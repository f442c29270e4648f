// Builds another git ref of this project (`npm run bench -- --against <ref>`) in a temporary git
// worktree, with its own build script, so the bench can serve and measure both builds in one run.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' })

/**
 * @typedef {object} RefBuild
 * @property {string} commit the ref's abbreviated commit
 * @property {string} dist its built site
 * @property {() => Promise<void>} remove deletes the worktree
 */

/**
 * Whether every package the ref's package.json names is installed in `modules`.
 * @param {string} checkout
 * @param {string} modules
 */
function hasAllPackages(checkout, modules) {
  const manifest =
    /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */ (
      JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8'))
    )
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  return names.every((name) => existsSync(join(modules, name, 'package.json')))
}

/**
 * Checks `ref` out into a temporary worktree and builds it in mode e2e. It borrows this checkout's
 * node_modules when they hold every package the ref needs, else installs its own. Returns the
 * commit, the built dist/ folder and a `remove()` that deletes the worktree.
 *
 * It runs `node scripts/build.mjs --mode e2e`, which every ref's build script understands (older
 * ones have no --out-dir), so the build lands in the worktree's dist/.
 * @param {string} root this checkout
 * @param {string} ref
 * @returns {Promise<RefBuild>}
 */
export async function buildRef(root, ref) {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: root })
    .toString()
    .trim()
  const checkout = await mkdtemp(join(tmpdir(), `bench-${commit}-`))
  run('git', ['worktree', 'add', '--detach', checkout, commit], root)
  const remove = async () => {
    run('git', ['worktree', 'remove', '--force', checkout], root)
    await rm(checkout, { recursive: true, force: true })
  }
  try {
    const modules = join(root, 'node_modules')
    if (hasAllPackages(checkout, modules)) symlinkSync(modules, join(checkout, 'node_modules'), 'dir')
    else run('npm', ['install', '--no-audit', '--no-fund'], checkout)
    run('node', ['scripts/build.mjs', '--mode', 'e2e'], checkout)
  } catch (error) {
    await remove()
    throw error
  }
  return { commit, dist: join(checkout, 'dist'), remove }
}
