import type { PlanNeed } from '../content/plan-facts.ts'
import type { Payment } from './plan-finder.ts'

/**
 * How a language tells of what a visitor needs of a plan, each pattern over the question lowercased
 * and without accents (src/assistant/<language>/plan-words.ts).
 */
export interface PlanWords {
  /** Numbers written as words: "three" → 3. */
  numbers: Record<string, number>
  /** Between two numbers of a range: "seven or eight pages". */
  or: string
  /** After a number of pages: "pages". */
  page: string
  /** After a number of people: "employees" (singular too: "a 12-employee firm"). */
  people: string
  /** Before a number of people: "a team of twelve". */
  teamOf: string
  /** After an amount, in place of "$": "300 dollars". */
  dollars: string
  /** Amounts written as words: "two hundred" → 200. */
  amounts: Record<string, number>
  /** Just after an amount: "a month", "/month". */
  perMonth: RegExp
  /** Shortly before an amount, at the end of the text before it: "paying monthly as long as it's under". */
  monthlyBefore: RegExp
  /**
   * An amount is a budget only in a question that says so ("my budget is $300", "I can spend $50 a
   * month"); otherwise it names a plan by its price ("what comes with the $49 one?").
   */
  budget: RegExp
  needs: Record<Exclude<PlanNeed, 'bigTeam'>, RegExp>
  /** Read in this order, each match taken out before the next: "no monthly bill" is paying once. */
  payment: [Payment, RegExp][]
  /** A chatbot built in, not added on. */
  builtIn: RegExp
  cheapest: RegExp
  mostPopular: RegExp
  /** "Which plan…", "what should I pick": the question asks for a plan. */
  asksForAPlan: RegExp
  /** "I want…", "we need…": the visitor states what they want, rather than asking about it. */
  wants: RegExp
  /** "I don't need call campaigns or a CRM": what follows it, to the end of its clause, is not needed. */
  notNeeded: RegExp
  /** "No chatbot", "sin reservas": the words just before a need that refuse it. */
  refused: RegExp
  /** "Setup", "to start", "para arrancar": an amount is what the visitor can pay to start. */
  toStart: RegExp
  /** "Which plans…": it asks for every plan that fits. */
  several: RegExp
  /** "What would you recommend?": it asks for one plan. */
  recommends: RegExp
  /** "Compare all the plans": a question for the price list, not for the plan that fits. */
  comparesAll: RegExp
  /**
   * "Do I pay the one-time plan before you start?": a plan named by how it is paid, which the
   * question asks about rather than describing a need.
   */
  namesByPayment: RegExp
  /** "When do I pay for a one-time plan?", "before or after?": a question about when, which no plan answers. */
  asksWhen: RegExp
  /** "What does hosting include?": a question about what a service is, which no plan answers. */
  asksWhatItIs: RegExp
}
