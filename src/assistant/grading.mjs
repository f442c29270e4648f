// How a reply to a question of the set is graded, by the unit tests and the bench alike; the build
// labels the example questions the assistant learns from with the entries whose answers pass it.

/**
 * @typedef {object} OnTopicQuestion
 * @property {string} question
 * @property {string[]} facts every one must appear in the answer, as written on the page
 * @property {boolean} [allPrices] the question asks for every price, so the whole list is right
 */

/**
 * @typedef {object} QuestionSet
 * @property {OnTopicQuestion[]} onTopic
 * @property {string[]} offTopic nothing on the page answers these: they go to the studio
 * @property {PlanFitQuestion[]} [planFit] descriptions of a need, for the plan finder
 */

/** A short answer names at most this many prices, unless the question asked for all of them. */
const MAX_PRICES = 2

/**
 * A price as the page writes it: "$450", "$750+", "$1,000–$10,000+", and one plan's setup and
 * monthly fee together ("$500 setup + $49/month", "$500 de instalación + $49/mes") as one.
 */
const PRICE = /\$[\d,]+\+?(?:–\$[\d,]+\+?)?(?: (?:setup|de instalación) \+ \$[\d,]+\/(?:month|mes))?/g

/** Text as a reader compares it: in lower case, without what keeps a run on one line (a no-break space as a space, no word joiner). */
const readable = (/** @type {string} */ text) =>
  text
    .toLowerCase()
    .replace(/\u00a0/g, ' ')
    .replace(/\u2060/g, '')

/** @param {string} answer */
const pricesIn = (answer) => (readable(answer).match(PRICE) ?? []).length

/**
 * Whether the answer states every fact the question needs.
 * @param {string} answer
 * @param {OnTopicQuestion} question
 */
export const statesFacts = (answer, { facts }) =>
  facts.every((fact) => readable(answer).includes(readable(fact)))

/**
 * Whether the answer keeps to the prices asked for.
 * @param {string} answer
 * @param {OnTopicQuestion} question
 */
export const isShort = (answer, { allPrices = false }) => allPrices || pricesIn(answer) <= MAX_PRICES

/**
 * @typedef {object} PlanFitQuestion
 * @property {string} question a visitor's description of what they need
 * @property {string[]} plans the plans that fit it, by name; none when nothing fits, or the facts conflict
 */

/**
 * Whether a reply names exactly the plans that fit (of all the plans' names), or, when none does,
 * hands the question to the studio.
 * @param {{ handedOff: boolean, text: string }} reply
 * @param {PlanFitQuestion} question
 * @param {string[]} planNames
 */
export const namesFittingPlans = ({ handedOff, text }, { plans }, planNames) =>
  plans.length === 0
    ? handedOff
    : !handedOff && planNames.every((name) => new RegExp(`\\b${name}\\b`).test(text) === plans.includes(name))

/**
 * @typedef {object} SetFigures
 * @property {{ right: number, total: number, wrong: string[], handedOff: string[], long: string[] }} onTopic
 *   `wrong`: answered without the facts; `handedOff`: sent to the studio
 * @property {{ handedOff: number, total: number, answered: string[] }} offTopic
 * @property {{ right: number, total: number, missed: string[] }} planFit
 */

/**
 * Every question of a set asked, and its reply graded.
 * @param {QuestionSet} set
 * @param {(question: string) => Promise<{ handedOff: boolean, text: string }> | { handedOff: boolean, text: string }} ask
 * @param {string[]} planNames every plan's name, to tell which plans a reply names
 * @returns {Promise<SetFigures>}
 */
export async function gradeSet({ onTopic, offTopic, planFit = [] }, ask, planNames) {
  /** @type {SetFigures} */
  const figures = {
    onTopic: { right: 0, total: onTopic.length, wrong: [], handedOff: [], long: [] },
    offTopic: { handedOff: 0, total: offTopic.length, answered: [] },
    planFit: { right: 0, total: planFit.length, missed: [] },
  }
  for (const question of onTopic) {
    const reply = await ask(question.question)
    if (reply.handedOff) figures.onTopic.handedOff.push(question.question)
    else if (statesFacts(reply.text, question)) figures.onTopic.right++
    else figures.onTopic.wrong.push(question.question)
    if (!reply.handedOff && !isShort(reply.text, question)) figures.onTopic.long.push(question.question)
  }
  for (const question of offTopic) {
    if ((await ask(question)).handedOff) figures.offTopic.handedOff++
    else figures.offTopic.answered.push(question)
  }
  for (const question of planFit) {
    if (namesFittingPlans(await ask(question.question), question, planNames)) figures.planFit.right++
    else figures.planFit.missed.push(question.question)
  }
  return figures
}

/**
 * @typedef {object} SituationQuestion
 * @property {string} question a visitor's situation, in their words, naming no service
 * @property {string} service the service that solves it, as the page names where its answer comes
 *   from: a blurb's title ("Website Building"), or the FAQ's question on site care
 * @property {string} [tool] the name of the free tool's control, where one fits ("Book a free call")
 */

/** @typedef {{ situations: SituationQuestion[] }} SituationSet */

/**
 * @typedef {object} SituationFigures
 * @property {number} right the service named, and the tool offered where one fits
 * @property {number} total
 * @property {string[]} wrong answered without the right service
 * @property {string[]} withoutTool the right service, without the tool that fits
 * @property {string[]} handedOff sent to the studio
 */

/**
 * Every situation of a set asked, and its reply graded: right when the answer comes from the
 * service's part of the page (its source names it) and offers the tool where one fits.
 * @param {SituationSet} set
 * @param {(question: string) => Promise<{ handedOff: boolean, source: string, tools: string[] }> | { handedOff: boolean, source: string, tools: string[] }} ask
 * @returns {Promise<SituationFigures>}
 */
export async function gradeSituations({ situations }, ask) {
  /** @type {SituationFigures} */
  const figures = { right: 0, total: situations.length, wrong: [], withoutTool: [], handedOff: [] }
  for (const { question, service, tool } of situations) {
    const reply = await ask(question)
    if (reply.handedOff) figures.handedOff.push(question)
    else if (!readable(reply.source).includes(readable(service))) figures.wrong.push(question)
    else if (tool !== undefined && !reply.tools.includes(tool)) figures.withoutTool.push(question)
    else figures.right++
  }
  return figures
}
