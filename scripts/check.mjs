// `npm run check`: Prettier, TypeScript and ESLint over the whole project, and dependency-cruiser
// over src/ (no import circles, imports only down the floors of .dependency-cruiser.cjs), side by
// side (each is one process, mostly on one core), each one's output printed whole once it ends.
// Fails if any fails.
import { spawn } from 'node:child_process'

/** @type {[name: string, args: string[]][]} */
const CHECKS = [
  ['prettier', ['--check', '.']],
  ['tsc', ['--noEmit', '-p', '.']],
  ['eslint', ['.']],
  ['depcruise', ['src']],
]

/**
 * Runs a tool from node_modules/.bin, and resolves with its exit code once its output is printed.
 * @param {string} name
 * @param {string[]} args
 * @returns {Promise<number>}
 */
const check = (name, args) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', name, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    /** @type {Buffer[]} */
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      console.log(`\n$ ${name} ${args.join(' ')}${code === 0 ? '' : ` (failed, exit code ${code})`}`)
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })

const codes = await Promise.all(CHECKS.map(([name, args]) => check(name, args)))
process.exit(codes.some((code) => code !== 0) ? 1 : 0)
