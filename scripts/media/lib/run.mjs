import { spawn } from 'node:child_process'

/**
 * Runs a command and resolves with its standard output; rejects with the end of its standard error.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<Buffer>}
 */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    /** @type {Buffer[]} */
    const stdout = []
    let stderr = ''
    child.stdout.on('data', (chunk) => stdout.push(chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout))
      else
        reject(
          new Error(`${command} exited with ${code}:\n${stderr.trim().split('\n').slice(-12).join('\n')}`),
        )
    })
  })
}
