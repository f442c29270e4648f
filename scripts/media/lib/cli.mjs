import { parseArgs } from 'node:util'
import { CLIPS, DEFAULT_SECONDS, SECONDS_RANGE } from './config.mjs'

const USAGE = `Records the site's demo clips into public/media (WebM, MP4 and a WebP poster each).

  npm run media                                     all clips, from the mock pages in scripts/media/mocks
  npm run media -- --name chatbot                   one clip, from its mock page
  npm run media -- --url https://client.example --name restaurant [--seconds 8]
                                                    a live site, scrolled slowly down and back up

Options:
  --name <name>      the clip to write: ${CLIPS.join(', ')};
                     with --url, any name made of a-z, 0-9 and dashes
  --url <url>        record this page instead of the clip's mock page
  --seconds <n>      clip length, ${SECONDS_RANGE.min}–${SECONDS_RANGE.max} (default ${DEFAULT_SECONDS}); the mock scenarios need about 7.5
  --help             show this text`

/**
 * @typedef {object} Options
 * @property {string} [url]
 * @property {string[]} names clips to record
 * @property {number} seconds
 */

/**
 * @param {string[]} argv
 * @returns {Options}
 */
export function parseCli(argv) {
  const values = readArgs(argv)
  if (values.help) exit(USAGE, 0)

  const seconds = Number(values.seconds)
  if (!(seconds >= SECONDS_RANGE.min && seconds <= SECONDS_RANGE.max)) {
    exit(`--seconds must be between ${SECONDS_RANGE.min} and ${SECONDS_RANGE.max}`)
  }
  if (values.url) {
    if (!URL.canParse(values.url)) exit(`--url is not a URL: ${values.url}`)
    const name = values.name ?? ''
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) exit('--url needs a --name made of a-z, 0-9 and dashes')
    return { url: values.url, names: [name], seconds }
  }
  if (values.name && !CLIPS.includes(values.name)) exit(`There is no mock page for "${values.name}"`)
  return { names: values.name ? [values.name] : CLIPS, seconds }
}

/** @param {string[]} argv */
function readArgs(argv) {
  try {
    return parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        name: { type: 'string' },
        seconds: { type: 'string', default: String(DEFAULT_SECONDS) },
        help: { type: 'boolean' },
      },
    }).values
  } catch (error) {
    exit(error instanceof Error ? error.message : String(error))
  }
}

/**
 * Prints the message (with the usage, unless it is the usage asked for) and exits.
 * @param {string} message
 * @param {number} [code]
 * @returns {never}
 */
function exit(message, code = 1) {
  if (code === 0) console.log(message)
  else console.error(`${message}\n\n${USAGE}`)
  process.exit(code)
}
