import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures'

for (const file of ['dist/index.html', 'dist/es/index.html']) {
  test(`${file} is valid HTML (html-validate: standard, a11y and document rules)`, async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader())
    const report = await validator.validateFile(file)
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (message) => `${message.line}:${message.column} ${message.ruleId} ${message.message}`,
      ),
    )
    expect(problems).toEqual([])
    expect(report.valid).toBe(true)
  })
}
