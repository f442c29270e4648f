// The floor no site can beat, for `npm run bench -- --against empty`: a valid HTML page with a title
// and one heading, written to a temporary folder and served like any build.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const EMPTY_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="An empty page: the floor for the bench." />
    <title>Empty page</title>
  </head>
  <body>
    <main><h1>Empty page</h1></main>
  </body>
</html>
`

/**
 * Writes the empty page; returns its folder and a `remove()` that deletes it.
 * @returns {Promise<{ dist: string, remove: () => Promise<void> }>}
 */
export async function writeEmptyPage() {
  const dist = await mkdtemp(join(tmpdir(), 'bench-empty-'))
  await writeFile(join(dist, 'index.html'), EMPTY_PAGE)
  return { dist, remove: () => rm(dist, { recursive: true, force: true }) }
}
